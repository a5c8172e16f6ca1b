import type { SlotOptions } from "./app-props";
import type { SlotName } from "./slots";

/** One option a slot takes from the page's address: the query parameter and the values it accepts. */
type UrlOption = Readonly<{ param: string; pattern: RegExp }>;

const idPattern = /^[A-Za-z0-9_-]{1,64}$/;
const idList = /^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64}){0,9}$/;
const localDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * A search, as the booking journey hands it from step to step (docs/runtime-apps.md, "The booking
 * journey"): the pickup place as typed, pickup and return, the currency, the vehicle type.
 */
const search: Readonly<Record<string, UrlOption>> = {
  pickup: { param: "pickup", pattern: /^[^<>]{1,100}$/u },
  pickupAt: { param: "from", pattern: localDateTime },
  returnAt: { param: "to", pattern: localDateTime },
  currency: { param: "currency", pattern: /^[A-Z]{3}$/ },
  vehicleType: { param: "type", pattern: /^[PLF]$/ },
};

/**
 * Options a slot's app takes from the page's query string, by option name: a link elsewhere on the
 * site can hand the app a value (the branch finder's "Book here" opens `/?branch=<id>`). Only these
 * names, and only values of their pattern, ever reach an app.
 */
export const urlOptions: Readonly<Partial<Record<SlotName, Readonly<Record<string, UrlOption>>>>> = {
  "booking-engine": { pickupBranchId: { param: "branch", pattern: /^[A-Za-z0-9_-]{1,64}$/ }, ...search },
  "booking-offers": { ...search, offerId: { param: "offer", pattern: idPattern }, notice: { param: "notice", pattern: /^gone$/ } },
  "booking-extras": { ...search, offerId: { param: "offer", pattern: idPattern }, extras: { param: "extras", pattern: idList } },
  "booking-driver": {
    ...search,
    offerId: { param: "offer", pattern: idPattern },
    extras: { param: "extras", pattern: idList },
    idempotencyKey: { param: "key", pattern: /^[A-Za-z0-9_-]{8,64}$/ },
  },
  "booking-confirmation": { reservationId: { param: "reservation", pattern: idPattern } },
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
