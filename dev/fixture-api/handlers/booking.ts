import * as api from "../../../src/web-api/booking";
import type { AnswerOf } from "../../../src/web-api/endpoint";
import { created, FixtureError, ok, route, type Route } from "../router";
import { addressTemplateSeed, extraSeed, fallbackTemplate, rentalOfferSeed } from "../seed/rental-offers";

type Reservation = AnswerOf<typeof api.createReservation> & { activities: AnswerOf<typeof api.reservationActivities>["activities"] };

const DAY_MS = 86_400_000;
const templateOf = (country: string) => addressTemplateSeed[country] ?? fallbackTemplate;

/** Rental days between two local date-times: every started 24 hours counts, at least one. */
function rentalDays(pickupAt: string, returnAt: string): number {
  const span = Date.parse(`${returnAt}:00Z`) - Date.parse(`${pickupAt}:00Z`);
  if (!(span > 0)) throw new FixtureError(400, "invalidField", "body field returnAt: expected a time after pickupAt", "returnAt");
  return Math.max(1, Math.ceil(span / DAY_MS));
}

/** Refuses an address its country's template does not accept, naming the first field that fails. */
function checkAddress(country: string, address: Readonly<Partial<Record<api.AddressField, string>>>): void {
  const template = templateOf(country);
  for (const field of Object.keys(address)) {
    if (!template.some((t) => t.name === field))
      throw new FixtureError(
        400,
        "invalidField",
        `body field driver.address.${field}: not part of ${country}'s address`,
        `driver.address.${field}`,
      );
  }
  for (const { name, required, pattern } of template) {
    const value = address[name] ?? "";
    const bad = (required && value === "") || (value !== "" && pattern !== undefined && !new RegExp(pattern).test(value));
    if (bad)
      throw new FixtureError(
        400,
        "invalidField",
        `body field driver.address.${name}: not a valid ${name} for ${country}`,
        `driver.address.${name}`,
      );
  }
}

/**
 * The booking journey's endpoints: offer details with extras, reservations kept for the life of the
 * fixture (read back by their activities), the same reservation again for a repeated idempotency key,
 * and the address template of a country.
 */
export function bookingRoutes(now: () => Date): Route[] {
  const reservations = new Map<string, Reservation>();
  const byKey = new Map<string, string>();
  let count = 0;
  return [
    route(api.rentalConfigurations, ({ query, language }) => {
      const offer = rentalOfferSeed.find((o) => o.id === query.offerId);
      if (!offer) throw new FixtureError(404, "offerNotFound", `no offer ${query.offerId}`, "offerId");
      const extras = extraSeed.map(({ id, pricePerDay, name }) => ({ id, pricePerDay, name: name[language] }));
      return ok({ currency: query.currency ?? "EUR", offer, extras });
    }),
    route(api.createReservation, ({ body }) => {
      const known = byKey.get(body.idempotencyKey);
      const earlier = known === undefined ? undefined : reservations.get(known);
      if (earlier) return ok({ reservationId: earlier.reservationId, reservationNumber: earlier.reservationNumber, total: earlier.total });
      const offer = rentalOfferSeed.find((o) => o.id === body.offerId);
      // Offers are short-lived: an id the API no longer has was sold or expired.
      if (!offer) throw new FixtureError(410, "offerGone", `offer ${body.offerId} is no longer available`, "offerId");
      const extras = body.extras.map((id) => {
        const extra = extraSeed.find((e) => e.id === id);
        if (!extra) throw new FixtureError(400, "invalidField", `body field extras: no extra ${id}`, "extras");
        return extra;
      });
      checkAddress(body.driver.country, body.driver.address);
      const days = rentalDays(body.pickupAt, body.returnAt);
      const perDay = offer.pricePerDay + extras.reduce((sum, e) => sum + e.pricePerDay, 0);
      count += 1;
      const at = now().toISOString();
      const reservation: Reservation = {
        reservationId: `res-${count}`,
        reservationNumber: `MV${String(700000 + count * 7919).padStart(7, "0")}`,
        total: { amount: Math.round(perDay * days * 100) / 100, currency: body.currency },
        activities: [
          { type: "created", at },
          ...(extras.length > 0 ? [{ type: "extrasAdded" as const, at }] : []),
          { type: "confirmationSent", at },
        ],
      };
      reservations.set(reservation.reservationId, reservation);
      byKey.set(body.idempotencyKey, reservation.reservationId);
      return created({
        reservationId: reservation.reservationId,
        reservationNumber: reservation.reservationNumber,
        total: reservation.total,
      });
    }),
    route(api.reservationActivities, ({ params }) => {
      const reservation = reservations.get(params.reservationId);
      if (!reservation) throw new FixtureError(404, "reservationNotFound", `no reservation ${params.reservationId}`, "reservationId");
      const { reservationId, reservationNumber, activities } = reservation;
      return ok({ reservationId, reservationNumber, activities });
    }),
    route(api.addressTemplates, ({ query }) => ok({ country: query.country, fields: [...templateOf(query.country)] })),
  ];
}
