import type { ReactNode } from "react";
import de from "../../../markets/de";
import { join } from "node:path";
import { messagesOf, readBundles } from "../../../src/i18n/bundles";
import type { SitePageContext } from "../../../src/shell/page-context";
import { SiteProviders } from "../../../src/shell/site-providers";

/** A German start page's context, as createPages would hand it over. */
export const germanPage: SitePageContext = {
  template: "start",
  layout: "ibe",
  title: "Autovermietung",
  description: "Autos mieten",
  language_code: "de-DE",
  domain: de.host,
  isDefaultLang: true,
  isBillboard: false,
  navigation: [],
  footer: [],
  banner_display: false,
  pagePath: "/",
  market: de,
  builtAt: "2025-01-15T10:00:00.000Z",
  messages: messagesOf(readBundles(join(__dirname, "..", "..", "..")), "de-DE"),
  seo: { canonical: `https://${de.host}/`, alternates: [], indexable: true },
  languages: [],
};

/** Wraps UI in the shell's providers for a page. */
export function OnPage({ page = germanPage, children }: { page?: SitePageContext; children: ReactNode }) {
  return <SiteProviders page={page}>{children}</SiteProviders>;
}
