import type { SlotOptions } from "./app-props";
import type { SlotName } from "./slots";

/** One option a slot takes from the page's address: the query parameter and the values it accepts. */
type UrlOption = Readonly<{ param: string; pattern: RegExp }>;

/**
 * Options a slot's app takes from the page's query string, by option name: a link elsewhere on the
 * site can hand the app a value (the branch finder's "Book here" opens `/?branch=<id>`). Only these
 * names, and only values of their pattern, ever reach an app.
 */
export const urlOptions: Readonly<Partial<Record<SlotName, Readonly<Record<string, UrlOption>>>>> = {
  "booking-engine": { pickupBranchId: { param: "branch", pattern: /^[A-Za-z0-9_-]{1,64}$/ } },
};

/** The slot's options found in a query string (`?branch=de-berlin-airport` → `{ pickupBranchId: "de-berlin-airport" }`). */
export function optionsFromUrl(slot: SlotName, search: string): SlotOptions {
  const query = new URLSearchParams(search);
  const found: Record<string, string> = {};
  for (const [option, { param, pattern }] of Object.entries(urlOptions[slot] ?? {})) {
    const value = query.get(param);
    if (value !== null && pattern.test(value)) found[option] = value;
  }
  return found;
}
