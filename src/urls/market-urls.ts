import type { Market } from "../../markets/schema";
import { helpUrl } from "./help-url";

/**
 * Account-area hash routes (spec §2) of the account page, `{prefix}/account/` (slugs.account) in each
 * language; which app each one mounts is src/features/account-area/routes.ts.
 */
export const accountHashes = {
  profiles: "#/profiles",
  manageBooking: "#/manage-my-booking-info",
  bookings: "#/bookings",
  subscriptions: "#/subscriptions",
  account: "#/account",
} as const;

/**
 * Routes the account apps open without signing in: "manage my booking" finds one booking by its
 * number and the driver's name (docs/runtime-apps.md); every other route asks for sign-in first.
 */
const withoutSignIn: readonly string[] = [accountHashes.manageBooking];

/** Whether an account link's route asks the visitor to sign in: its hash's first segment decides, the area's home too. */
export function needsSignIn(url: string): boolean {
  const route = /#\/[^/?]*/.exec(url)?.[0];
  return route === undefined || !withoutSignIn.includes(route);
}

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
