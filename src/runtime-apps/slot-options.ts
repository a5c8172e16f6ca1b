import type { VehicleTypeCode } from "../web-api/vehicle-kinds";

/** Options of the `booking-engine` slot (docs/runtime-apps.md, "Slot options"): a vehicle type code of spec §3. */
export type BookingEngineOptions = Readonly<{ vehicleType?: VehicleTypeCode }>;

/** The step pages of a market's booking journey (src/urls/market-urls.ts). */
type Journey = Readonly<{ search: string; offers: string; extras: string; driver: string; confirmation: string }>;

/**
 * Where each step of the booking journey lives, as every step's options: a step hands over to the
 * next by opening its page with the choices in the query (docs/runtime-apps.md, "The booking journey").
 */
export const journeyOptions = (journey: Journey): Readonly<Record<string, string>> => ({
  searchUrl: journey.search,
  offersUrl: journey.offers,
  extrasUrl: journey.extras,
  driverUrl: journey.driver,
  confirmationUrl: journey.confirmation,
});

/** The booking engine's options on a page of a market: its vehicle type, and where its search opens the offers where the market has the journey. */
export const bookingEngineOptions = (
  booking: BookingEngineOptions | undefined,
  journey: Journey | undefined,
): Readonly<Record<string, string>> => ({
  ...booking,
  ...(journey && { offersUrl: journey.offers }),
});
