import { render, type RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";
import { markets } from "../../markets/index";
import type { SitePageContext } from "../../src/shell/page-context";
import { SiteProviders } from "../../src/shell/site-providers";
import enUS from "../../src/i18n/messages/en-US.json";

/** A page context of a real market, with any field overridden. */
export function pageContext(overrides: Partial<SitePageContext> = {}, marketId = "us"): SitePageContext {
  const market = markets.find((m) => m.id === marketId);
  if (!market) throw new Error(`no market ${marketId}`);
  const base: SitePageContext = {
    template: "start",
    layout: "ibe",
    title: "Car rental",
    description: "Rent a car.",
    language_code: market.locale,
    domain: market.host,
    isDefaultLang: true,
    isBillboard: false,
    navigation: [],
    footer: [],
    banner_display: false,
    pagePath: "/",
    market,
    builtAt: "2026-01-15T12:00:00.000Z",
    messages: enUS,
    languages: [],
    seo: { canonical: `https://${market.host}/`, alternates: [], indexable: true },
  };
  return { ...base, ...overrides } as SitePageContext;
}

/** Renders inside the providers every page has. */
export function renderPage(ui: ReactNode, page: SitePageContext = pageContext()): RenderResult {
  return render(<SiteProviders page={page}>{ui}</SiteProviders>);
}
