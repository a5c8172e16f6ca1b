import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { markets } from "../../../markets";
import { messagesOf } from "../../../src/content/text-bundles";
import { parseMarkup } from "../../../src/markup";
import { PageLayout } from "../../../src/layouts";
import type { SitePageContext } from "../../../src/page-context/page-context";
import { SiteProviders } from "../../../src/shell/site-providers";
import { PageContent } from "../../../src/templates/page-template";
import { repoBundles } from "../repo-bundles";
import { preloadLaterParts } from "../../../src/layouts/ibe/later-parts";
import { preloadKeptParts } from "../../../src/layouts/ibe/kept-parts";

/** Fetches the code of the layouts' parts that load it when near, so that a test renders them at once. */
export const preloadLayoutParts = (): Promise<unknown> => Promise.all([preloadLaterParts(), preloadKeptParts()]);

const us = markets.find((m) => m.id === "us");
if (!us) throw new Error("the US market is missing");

/** Menu entries of the fixtures: five groups, so the full-size breakpoint is 992 px. */
export const fiveGroups: SitePageContext["navigation"][number]["nav_list"] = [
  { type: "header", title: "Rent a vehicle", start_open: true },
  { type: "link", title: "Car rental", url: "/car-rental" },
  { type: "link", title: "Airport rental", url: "/airport", gap_after: true },
  { type: "header", title: "More mobility" },
  { type: "link", title: "Car subscription", url: "/plus" },
  { type: "header", title: "My account" },
  { type: "link", title: "My bookings", url: "/account/#/bookings", account: true },
  { type: "header", title: "Help" },
  { type: "link", title: "Help centre", url: "/help" },
  { type: "header", title: "Business customers" },
  { type: "link", title: "Business login", url: "https://business.movanta.example/login", target: 1 },
];

const base = {
  template: "start",
  title: "Rent a car | Movanta",
  description: "Rent a car.",
  body: parseMarkup("# Rent a car\n\nBook in a few clicks."),
  language_code: "en-US",
  domain: us.host,
  isBillboard: false,
  navigation: [{ navigation_text: "Menu", nav_list: fiveGroups }],
  footer: [
    {
      links: [
        { title: "Privacy", url: "/privacy", target: 0 },
        { title: "Terms (PDF)", url: "https://www.movanta.com/terms.pdf", target: 1 },
      ],
      footer_text: "[Terms](/terms-conditions) [Imprint](_https://www.movanta.com/imprint)",
    },
  ],
  banner_display: true,
  banner_text: "Summer deal",
  banner_url: "/online",
  pagePath: "/",
  market: us,
  seasonStart: "2026-04-01",
  messagesHash: "test",
  messages: messagesOf(repoBundles(), "en-US"),
  seo: { canonical: `https://${us.host}/`, alternates: [], indexable: true },
  languages: [],
} satisfies Omit<SitePageContext, "layout">;

/** A page context of the US market for a layout; `overrides` replace top-level fields. */
export function pageFor(
  layout: Exclude<SitePageContext["layout"], "promotion">,
  overrides: Partial<Omit<SitePageContext, "layout" | "airportPromotion">> = {},
): SitePageContext {
  return { ...base, ...overrides, layout };
}

/** The promotion layout's page context, with its hero. */
export function promotionPage(
  promotion: Partial<Extract<SitePageContext, { layout: "promotion" }>["airportPromotion"]> = {},
): SitePageContext {
  return {
    ...base,
    layout: "promotion",
    airportPromotion: {
      hero_image_desktop: { filename_disk: "hero-desktop.jpg" },
      hero_image_mobile: { filename_disk: "hero-mobile.jpg" },
      pre_title: "Landing soon?",
      title: "Your car is waiting",
      prefix_promo_highlight: "up to",
      promo_highlight: "15%",
      suffix_promo_highlight: "off online",
      ...promotion,
    },
  };
}

/** Wraps UI in the site's providers for a page. */
export function Providers({ page, children }: { page: SitePageContext; children: ReactNode }) {
  return <SiteProviders page={page}>{children}</SiteProviders>;
}

/** Renders a page's layout around its content with a template's part (a heading), as a template does. */
export function renderLayout(page: SitePageContext) {
  return render(
    <SiteProviders page={page}>
      <PageLayout>
        <PageContent>
          <h1>Page content</h1>
        </PageContent>
      </PageLayout>
    </SiteProviders>,
  );
}

/** Renders any part of the shell inside the site's providers (kept on rerender). */
export const renderInPage = (ui: ReactNode, page: SitePageContext = pageFor("default")) =>
  render(ui, { wrapper: ({ children }: { children: ReactNode }) => <Providers page={page}>{children}</Providers> });
