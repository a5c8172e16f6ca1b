import type { Market } from "../../../markets/schema";
import type { SlotOptions } from "../../runtime-apps/app-props";
import type { SlotName } from "../../runtime-apps/slots";
import { accountHashes } from "../../urls/market-urls";

/** A route of the account area: its hash, the slot (and so the app) it mounts, and that app's options. */
export type AccountRoute = Readonly<{
  /** The route's name in messages (`account.route.<id>`) and tests. */
  id: "overview" | "bookings" | "manageBooking" | "profiles" | "subscriptions" | "settings" | "invoiceCorrection";
  /** The hash that opens it; the overview is the area's home, for an empty or unknown hash. */
  hash: string;
  slot: Extract<SlotName, `account-${string}`>;
  options: SlotOptions;
  /** A market switch that takes the route away where it is true: a visit then gets the home. */
  hiddenBy?: "isManageSubscriptionsHidden";
}>;

/** The area's home: the overview of the customer's account. */
const home: AccountRoute = { id: "overview", hash: "", slot: "account-area", options: { view: "overview" } };

/**
 * The account area's routes (spec §2), the one table from hash to app. "Manage my booking" is the
 * bookings app in its manage mode: it looks up one booking by number and name, the bookings app's
 * own screens, and the family (spec §3) has no app of its own for it. `#/account` and the home are
 * both the family's own app, the settings and the overview of the customer's account.
 */
export const accountRoutes: readonly AccountRoute[] = [
  home,
  { id: "bookings", hash: accountHashes.bookings, slot: "account-bookings", options: { mode: "list" } },
  { id: "manageBooking", hash: accountHashes.manageBooking, slot: "account-bookings", options: { mode: "manage" } },
  { id: "profiles", hash: accountHashes.profiles, slot: "account-profiles", options: {} },
  {
    id: "subscriptions",
    hash: accountHashes.subscriptions,
    slot: "account-subscriptions",
    options: {},
    hiddenBy: "isManageSubscriptionsHidden",
  },
  { id: "settings", hash: accountHashes.account, slot: "account-area", options: { view: "settings" } },
  // Asking for a corrected invoice of a past rental (company details, address): an app of its own in the family.
  { id: "invoiceCorrection", hash: accountHashes.invoiceCorrection, slot: "account-invoice-correction", options: {} },
];

/**
 * The options of a route's app in a market: the overview links the subscriptions route only where the
 * market has it (`subscriptions`), so no link leads to a route the market hides.
 */
export function optionsOf(route: AccountRoute, market: Pick<Market, "isManageSubscriptionsHidden">): SlotOptions {
  return route === home ? { ...route.options, subscriptions: !market.isManageSubscriptionsHidden } : route.options;
}

/**
 * The route a hash opens in a market: the route whose hash is the hash's first path segment
 * (`#/bookings`, and `#/bookings/ABC123` or `#/bookings?page=2`, whose rest belongs to the app), else
 * the home, which is also where a route the market hides leads.
 */
export function routeOf(hash: string, market: Pick<Market, "isManageSubscriptionsHidden">): AccountRoute {
  const first = /^#\/[^/?]*/.exec(hash)?.[0];
  const found = accountRoutes.find((route) => route.hash !== "" && route.hash === first);
  return found && !(found.hiddenBy && market[found.hiddenBy]) ? found : home;
}
