import type { LayoutName, TemplateName } from "../content/schema";
import type { AppName } from "./apps";
import type { SlotName } from "./slots";

/** The page an app is on: pages of a template, every page of a layout, or every page of the site. */
export type PlacePage = Readonly<{ template: TemplateName } | { layout: LayoutName } | { every: "page" }>;

/**
 * Where a visitor meets one runtime app: the page, the hash route on it (none for the page itself),
 * the slot that mounts it, and when the place is there at all. `browser-notice` is no slot: the site's
 * notice script mounts the unsupported-browser app where the shell cannot run (docs/page-loading.md).
 */
export type AppPlace = Readonly<{
  app: AppName;
  page: PlacePage;
  route?: `#/${string}`;
  slot: SlotName | "browser-notice";
  /** What decides that the place is on a page: a market's product line, its switch or slugs, or debug mode. */
  when?: `productLine:${string}` | "debugMode" | "isManageSubscriptionsHidden:false" | "slugs:bookingOffers";
}>;

const zen = (app: AppName, route: `#/${string}` | undefined, slot: SlotName): AppPlace[] =>
  (["zen-home", "zen"] as const).map((template) => ({ app, page: { template }, ...(route && { route }), slot }));

/**
 * Every runtime application of spec §3 and where it lives (docs/runtime-apps.md, "Where each app
 * lives"): a unit test fails for a name without a place, a slot bound to another app, or a route the
 * page's route table does not have.
 */
export const appPlaces: readonly AppPlace[] = [
  { app: "debugger", page: { every: "page" }, slot: "debugger", when: "debugMode" },
  { app: "digital-checkout", page: { template: "digital-checkout" }, slot: "digital-checkout" },
  // The booking journey's steps after the search, members of the digital-checkout family (docs/runtime-apps.md).
  { app: "digital-checkout-offers", page: { template: "booking-offers" }, slot: "booking-offers", when: "slugs:bookingOffers" },
  { app: "digital-checkout-extras", page: { template: "booking-extras" }, slot: "booking-extras", when: "slugs:bookingOffers" },
  { app: "digital-checkout-driver", page: { template: "booking-driver" }, slot: "booking-driver", when: "slugs:bookingOffers" },
  {
    app: "digital-checkout-confirmation",
    page: { template: "booking-confirmation" },
    slot: "booking-confirmation",
    when: "slugs:bookingOffers",
  },
  { app: "account", page: { layout: "navigation" }, slot: "sign-in" },
  { app: "account", page: { template: "account" }, slot: "account-area" },
  { app: "account", page: { template: "account" }, route: "#/account", slot: "account-area" },
  { app: "account-bookings", page: { template: "account" }, route: "#/bookings", slot: "account-bookings" },
  { app: "account-bookings", page: { template: "account" }, route: "#/manage-my-booking-info", slot: "account-bookings" },
  { app: "account-business-hub", page: { template: "business-login" }, slot: "business-login" },
  { app: "account-business-hub", page: { template: "business-signup" }, slot: "business-signup" },
  { app: "account-invoice-correction", page: { template: "account" }, route: "#/invoice-correction", slot: "account-invoice-correction" },
  { app: "account-profiles", page: { template: "account" }, route: "#/profiles", slot: "account-profiles" },
  {
    app: "account-subscriptions",
    page: { template: "account" },
    route: "#/subscriptions",
    slot: "account-subscriptions",
    when: "isManageSubscriptionsHidden:false",
  },
  { app: "phoenix", page: { layout: "ride" }, slot: "ride-booking" },
  { app: "rac-search", page: { layout: "ibe" }, slot: "booking-engine" },
  { app: "ride-home", page: { layout: "ride" }, slot: "ride-home" },
  { app: "help-center", page: { template: "help-home" }, slot: "help-center" },
  { app: "help-center", page: { template: "ride-help-home" }, slot: "help-center" },
  { app: "unsupported-browser", page: { every: "page" }, slot: "browser-notice" },
  {
    app: "long-term-rental-container",
    page: { template: "long-term-rental" },
    slot: "long-term-rental",
    when: "productLine:long-term-rental",
  },
  {
    app: "long-term-rental-mileage-update",
    page: { template: "long-term-rental" },
    route: "#/mileage-update",
    slot: "long-term-rental-mileage",
    when: "productLine:long-term-rental",
  },
  {
    app: "long-term-rental-user-acceptance",
    page: { template: "long-term-rental" },
    route: "#/user-acceptance",
    slot: "long-term-rental-acceptance",
    when: "productLine:long-term-rental",
  },
  { app: "zen-home", page: { template: "zen-home" }, slot: "zen-home" },
  { app: "zen-funnel-container", page: { template: "zen" }, slot: "funnel-container" },
  { app: "zen-funnel-container", page: { layout: "funnel" }, slot: "funnel-container" },
  ...zen("zen-search", "#/search", "zen-search"),
  ...zen("zen-offer-list", "#/offers", "zen-offer-list"),
  ...zen("zen-services", "#/extras", "zen-services"),
  ...zen("zen-offer-checkout", "#/checkout", "zen-offer-checkout"),
  ...zen("zen-auth", "#/sign-in", "zen-auth"),
  ...zen("zen-nearby-branches", "#/branches", "zen-nearby-branches"),
  ...zen("zen-confirmation", "#/confirmation", "zen-confirmation"),
  { app: "plus-offer-list", page: { template: "plus-campaign" }, slot: "plus-offer-list", when: "productLine:plus" },
  { app: "plus-create-offer", page: { layout: "plus" }, slot: "plus-create-offer", when: "productLine:plus" },
  // A tab of the offers list, not a hash route: the list's own tabs are no addresses either.
  { app: "plus-unlimited", page: { layout: "plus" }, slot: "plus-unlimited", when: "productLine:plus-unlimited" },
];
