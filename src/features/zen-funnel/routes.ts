import type { SlotRoute } from "../../components/routed-slot";
import type { SlotName } from "../../runtime-apps/slots";

/** The app a zen page opens with: the zen home on `/zenhome`, the funnel container on every other zen page. */
export type ZenHome = Extract<SlotName, "zen-home" | "funnel-container">;

/** A step of the zen funnel; its name is `zen.route.<id>` in messages. */
export type ZenRoute = SlotRoute &
  Readonly<{ id: "home" | "funnel" | "search" | "offers" | "extras" | "checkout" | "signIn" | "branches" | "confirmation" }>;

/**
 * The zen funnel's steps after the home, the one table from hash to app: search → offers → extras
 * (services) → checkout → confirmation, with sign-in and nearby branches where a step links them.
 * Each app hands the visitor's choices to the next in the hash's query (`#/offers?branch=…`).
 */
export const zenSteps: readonly ZenRoute[] = [
  { id: "search", hash: "#/search", slot: "zen-search" },
  { id: "offers", hash: "#/offers", slot: "zen-offer-list" },
  { id: "extras", hash: "#/extras", slot: "zen-services" },
  { id: "checkout", hash: "#/checkout", slot: "zen-offer-checkout" },
  { id: "signIn", hash: "#/sign-in", slot: "zen-auth" },
  { id: "branches", hash: "#/branches", slot: "zen-nearby-branches" },
  { id: "confirmation", hash: "#/confirmation", slot: "zen-confirmation" },
];

/** A zen page's routes: its home first (an empty or unknown hash), then the funnel's steps. */
export function zenRoutes(home: ZenHome): readonly [ZenRoute, ...ZenRoute[]] {
  const first: ZenRoute =
    home === "zen-home" ? { id: "home", hash: "", slot: "zen-home" } : { id: "funnel", hash: "", slot: "funnel-container" };
  return [first, ...zenSteps];
}
