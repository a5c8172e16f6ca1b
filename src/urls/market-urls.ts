import type { Market } from "../../markets/schema";
import { manageBookingHash } from "./account-routes";
import { helpUrl } from "./help-url";

/**
 * Account-area hash routes (spec §2) of the account page, `{prefix}/account/` (slugs.account) in each
 * language; which app each one mounts is src/features/account-area/routes.ts.
 */
export const accountHashes = {
  profiles: "#/profiles",
  manageBooking: manageBookingHash,
  bookings: "#/bookings",
  subscriptions: "#/subscriptions",
  account: "#/account",
  invoiceCorrection: "#/invoice-correction",
} as const;

/** The contact route: a hash route of the help centre, or a page of its own (`/kontakt`, `/contacto`). */
export function contactUrl(market: Market): string {
  const slug = market.slugs.contact;
  return slug.startsWith("#") ? `${helpUrl(market)}${slug}` : `${market.pathPrefix}${slug.replace(/\/$/, "")}`;
}

/** The booking journey's step pages after the search, where the market has all four (docs/runtime-apps.md, "The booking journey"). */
function bookingJourney(market: Market) {
  const { bookingOffers, bookingExtras, bookingDriver, bookingConfirmation } = market.slugs;
  if (!bookingOffers || !bookingExtras || !bookingDriver || !bookingConfirmation) return undefined;
  const at = (slug: string): string => `${market.pathPrefix}/${slug}`;
  return {
    search: market.pathPrefix || "/",
    offers: at(bookingOffers),
    extras: at(bookingExtras),
    driver: at(bookingDriver),
    confirmation: at(bookingConfirmation),
  };
}

/**
 * Every URL of a market that components link to, built from its config only, so no component puts a
 * path together by hand. Optional pages are undefined where the market does not have them.
 */
export function marketUrls(market: Market) {
  const at = (slug: string | undefined): string | undefined => (slug === undefined ? undefined : `${market.pathPrefix}/${slug}`);
  const inAccount = (hash: string): string => `${market.pathPrefix}${market.slugs.account}${hash}`;
  return {
    home: market.pathPrefix || "/",
    online: `${market.pathPrefix}/online`,
    help: helpUrl(market),
    stationFinder: `${market.pathPrefix}/${market.slugs.stationFinder}`,
    truck: at(market.slugs.truck),
    fleet: at(market.slugs.fleet),
    magazine: at(market.slugs.magazine),
    digitalCheckout: at(market.slugs.digitalCheckoutUrl),
    zenhome: at(market.slugs.zenhomeUrl),
    fastlane: at(market.slugs.fastlane),
    booking: bookingJourney(market),
    contact: contactUrl(market),
    account: {
      profiles: inAccount(accountHashes.profiles),
      manageBooking: inAccount(accountHashes.manageBooking),
      bookings: inAccount(accountHashes.bookings),
      subscriptions: market.isManageSubscriptionsHidden ? undefined : inAccount(accountHashes.subscriptions),
      account: inAccount(accountHashes.account),
    },
    ...market.links,
  };
}
