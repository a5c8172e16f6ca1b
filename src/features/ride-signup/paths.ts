import type { Market } from "../../../markets/schema";
import { marketUrls } from "../../urls/market-urls";

/** The sign-up pages of a market's ride service, below its language prefix (content/_shared/<lang>/pages/ride-*.json). */
export function ridePaths(market: Market) {
  const ride = `${market.pathPrefix}/ride`;
  return {
    home: ride,
    signUp: `${ride}/sign-up`,
    /** The e-mail's link target; the API appends `?token=`. */
    confirm: `${ride}/sign-up/confirm`,
    thankYou: `${ride}/sign-up/thank-you`,
    /** Where an existing customer signs in: the account area. */
    signIn: marketUrls(market).account.account,
  };
}
