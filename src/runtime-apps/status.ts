/**
 * The life of one slot, single-spa style. NOT_LOADED until the client starts it; LOADING while
 * the runner, the bootstrapper and scripts arrive; WAITING when the runner has found the slot below
 * the first screen, until the visitor comes near (start-slot.ts), then LOADING again; MOUNTING while
 * create runs; MOUNTED; UNMOUNTED once the route left. LOAD_ERROR (nothing to run) and BROKEN (create
 * or the app failed) show the fallback.
 */
export const slotStatuses = ["NOT_LOADED", "LOADING", "WAITING", "MOUNTING", "MOUNTED", "UNMOUNTED", "LOAD_ERROR", "BROKEN"] as const;

/** One status of a slot. */
export type SlotStatus = (typeof slotStatuses)[number];

const allowed: Readonly<Record<SlotStatus, readonly SlotStatus[]>> = {
  NOT_LOADED: ["LOADING"],
  LOADING: ["MOUNTING", "LOAD_ERROR", "UNMOUNTED", "WAITING"],
  WAITING: ["LOADING", "UNMOUNTED"],
  MOUNTING: ["MOUNTED", "BROKEN", "UNMOUNTED"],
  MOUNTED: ["UNMOUNTED", "BROKEN"],
  // A slot that ended, well or badly, starts again when its page or props change.
  UNMOUNTED: ["LOADING"],
  LOAD_ERROR: ["LOADING", "UNMOUNTED"],
  BROKEN: ["LOADING", "UNMOUNTED"],
};

/** The next status, or the current one when the step is not allowed (e.g. a late answer after unmount). */
export function transition(from: SlotStatus, to: SlotStatus): SlotStatus {
  return allowed[from].includes(to) ? to : from;
}

/** Statuses that show the skeleton (a waiting slot's too, though nothing is busy in it). */
export const isLoading = (status: SlotStatus): boolean => status === "NOT_LOADED" || status === "LOADING" || status === "WAITING";

/** Statuses that show the quiet fallback. */
export const isFailed = (status: SlotStatus): boolean => status === "LOAD_ERROR" || status === "BROKEN";
