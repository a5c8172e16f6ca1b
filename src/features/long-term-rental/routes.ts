import type { SlotRoute } from "../../components/routed-slot";

/** A step of the long-term rental page; its name is `longTerm.route.<id>` in messages. */
export type LongTermRoute = SlotRoute & Readonly<{ id: "contract" | "mileage" | "acceptance" }>;

/**
 * The long-term rental page's steps, the one table from hash to app: the container (the customer's
 * contract, the page's home) links its two steps, reporting the mileage and accepting the vehicle,
 * which hand back to it through the hash.
 */
export const longTermRoutes: readonly [LongTermRoute, ...LongTermRoute[]] = [
  { id: "contract", hash: "", slot: "long-term-rental" },
  { id: "mileage", hash: "#/mileage-update", slot: "long-term-rental-mileage" },
  { id: "acceptance", hash: "#/user-acceptance", slot: "long-term-rental-acceptance" },
];
