import type { ReactNode } from "react";
import de from "../../../markets/de";
import { messagesOf } from "../../../src/content/text-bundles";
import type { SitePageContext } from "../../../src/page-context/page-context";
import { pageFor, Providers } from "../layouts/page-fixture";
import { repoBundles } from "../repo-bundles";

/** A German start page's context, as createPages would hand it over. */
export const germanPage: SitePageContext = pageFor("ibe", {
  title: "Autovermietung",
  description: "Autos mieten",
  body: undefined,
  language_code: "de-DE",
  domain: de.host,
  navigation: [],
  footer: [],
  banner_display: false,
  banner_text: undefined,
  banner_url: undefined,
  market: de,
  seasonStart: "2025-01-01",
  messagesHash: "test",
  messages: messagesOf(repoBundles(), "de-DE"),
  seo: { canonical: `https://${de.host}/`, alternates: [], indexable: true },
});

/** Wraps UI in the shell's providers for a page (the German start page unless given another). */
export function OnPage({ page = germanPage, children }: { page?: SitePageContext; children: ReactNode }) {
  return <Providers page={page}>{children}</Providers>;
}
