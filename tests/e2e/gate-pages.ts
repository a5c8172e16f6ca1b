import type { LayoutName, TemplateName } from "../../src/content/schema";

/** One page the quality gates visit: a template in a layout, on the default market or a host tree. */
export type GatePage = Readonly<{ template: TemplateName; layout: LayoutName; path: string; host?: string }>;

/**
 * Every page template and every layout, once each at least: the CLS and accessibility gates
 * (quality-gates.spec.ts) and the Lighthouse run of `npm run bench` visit exactly these. A template or
 * layout missing here fails a unit test (tests/unit/content/gate-pages.test.ts).
 */
export const gatePages: readonly GatePage[] = [
  { template: "start", layout: "ibe", path: "/" },
  { template: "start", layout: "plus", path: "/plus" },
  { template: "plus-campaign", layout: "plus", path: "/plus/campaign" },
  { template: "online", layout: "funnel", path: "/online" },
  { template: "ride-home", layout: "ride", path: "/ride" },
  { template: "airport-promotion", layout: "promotion", path: "/airport" },
  { template: "corporate", layout: "standalone", path: "/business" },
  // The default market offers no car sharing; the UK site does.
  { template: "share", layout: "navigation", path: "/share", host: "www.movanta.co.uk" },
  { template: "zen", layout: "zen", path: "/zen" },
  { template: "not-found", layout: "navigationWithoutLayout", path: "/no-such-page" },
  { template: "server-error", layout: "navigationWithoutLayout", path: "/500" },
  { template: "branch-finder", layout: "navigation", path: "/car-rental" },
  { template: "branch-city", layout: "navigation", path: "/car-rental/new-york" },
  { template: "help-home", layout: "navigation", path: "/help" },
  { template: "help-search", layout: "navigation", path: "/help/search" },
  { template: "help-category", layout: "navigation", path: "/help/categories/booking-and-changes" },
  { template: "help-section", layout: "navigation", path: "/help/sections/changes-and-cancellations" },
  { template: "help-article", layout: "navigation", path: "/help/articles/how-do-i-change-my-booking" },
  { template: "ride-help-home", layout: "ride", path: "/ride/help" },
  { template: "ride-help-category", layout: "ride", path: "/ride/help/categories/booking-a-ride" },
  { template: "ride-help-section", layout: "ride", path: "/ride/help/sections/payment-receipts-and-cancellation" },
  { template: "ride-help-article", layout: "ride", path: "/ride/help/articles/can-i-cancel-a-ride" },
  { template: "faq", layout: "plus", path: "/plus/faq" },
  { template: "faq", layout: "ride", path: "/ride/faq" },
  { template: "ride-signup", layout: "ride", path: "/ride/sign-up" },
  { template: "ride-confirm", layout: "ride", path: "/ride/sign-up/confirm" },
  { template: "ride-thank-you", layout: "ride", path: "/ride/sign-up/thank-you" },
  { template: "legal", layout: "navigation", path: "/terms-conditions" },
  { template: "legal", layout: "navigation", path: "/3d-secure-faq" },
  { template: "account", layout: "navigation", path: "/account" },
  { template: "business-login", layout: "navigationWithoutLayout", path: "/business/login" },
  { template: "business-signup", layout: "navigationWithoutLayout", path: "/business/signup" },
  { template: "truck", layout: "ibe", path: "/truck" },
  // Only the German-language sites have a car fleet page.
  { template: "fleet", layout: "ibe", path: "/movanta-mieten", host: "www.movanta.de" },
  // The German sites' magazine and digital check-out (docs/pages.md).
  { template: "editorial", layout: "navigation", path: "/magazin", host: "www.movanta.de" },
  { template: "digital-checkout", layout: "navigation", path: "/xpress/go", host: "www.movanta.de" },
  // The zen product's home and the long-term rental page, of the markets that have them (docs/runtime-apps.md).
  { template: "zen-home", layout: "zen", path: "/zenhome", host: "www.movanta.de" },
  { template: "long-term-rental", layout: "navigation", path: "/langzeitmiete", host: "www.movanta.de" },
  // The booking journey's steps after the search (docs/runtime-apps.md); without a search in the address each step says where to start.
  { template: "booking-offers", layout: "navigation", path: "/booking/offers" },
  { template: "booking-extras", layout: "navigation", path: "/booking/extras" },
  { template: "booking-driver", layout: "navigation", path: "/booking/driver" },
  { template: "booking-confirmation", layout: "navigation", path: "/booking/confirmation" },
  // The Arabic site of Saudi Arabia, right to left (docs/languages.md).
  { template: "start", layout: "ibe", path: "/ar", host: "www.movanta.sa" },
  { template: "help-home", layout: "navigation", path: "/ar/help", host: "www.movanta.sa" },
  { template: "business-signup", layout: "navigationWithoutLayout", path: "/ar/business/signup", host: "www.movanta.sa" },
  { template: "navigation-test", layout: "navigation", path: "/navigation-test" },
  { template: "navigation-test", layout: "default", path: "/layouts/default" },
  { template: "navigation-test", layout: "empty", path: "/layouts/empty" },
  { template: "navigation-test", layout: "navigationWithoutLayout", path: "/layouts/navigation-without-layout" },
];

/** The page's URL on the local server: the default market's path, or a host tree's. */
export const gateUrl = (page: GatePage, port = process.env.PORT ?? 9000): string =>
  page.host ? `http://${page.host}:${port}${page.path}` : `http://localhost:${port}${page.path}`;
