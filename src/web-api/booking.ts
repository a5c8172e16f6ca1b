import * as v from "valibot";
import { defineEndpoint } from "./endpoint";
import { countryCode, currencyCode, email, id, isoDateTime, money, text } from "./fields";
import { vehicleTypeCode } from "./vehicle-codes";

/** A local date and time of a pickup or return, `YYYY-MM-DDTHH:mm` (the branch's own clock, no zone). */
export const localDateTime = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/));

/** What the visitor quotes at the counter and in the account. */
const reservationNumber = v.pipe(v.string(), v.regex(/^[A-Z0-9]{6,12}$/));

/** The parts of a postal address a country's template can ask for, in no particular order. */
export const addressFields = ["street", "houseNumber", "postcode", "city", "region"] as const;
export type AddressField = (typeof addressFields)[number];

/** One offer's details and the extras that can be booked with it (the journey's details step). */
export const rentalConfigurations = defineEndpoint({
  name: "booking.configurations",
  method: "GET",
  path: "/v1/rentalconfigurations",
  query: v.object({
    offerId: id,
    /** The currency of the search; the fixture's demo prices are the same numbers in any currency. */
    currency: v.optional(currencyCode),
  }),
  body: undefined,
  answer: v.object({
    currency: currencyCode,
    offer: v.object({
      id,
      vehicleGroup: v.string(),
      exampleModel: v.string(),
      vehicleType: vehicleTypeCode,
      pricePerDay: v.number(),
      seats: v.pipe(v.number(), v.integer(), v.minValue(1)),
      transmission: v.picklist(["manual", "automatic"]),
    }),
    extras: v.array(
      v.object({
        id,
        /** Name in the request's language. */
        name: v.string(),
        /** Price per rental day in the answer's currency. */
        pricePerDay: v.number(),
      }),
    ),
  }),
});

/**
 * Books an offer (spec §6). The same `idempotencyKey` twice books once: the second call answers the
 * first reservation with 200 instead of 201. 410 `offerGone` when the offer was sold in the meantime,
 * 400 naming the field for an address the country's template does not accept.
 */
export const createReservation = defineEndpoint({
  name: "booking.create",
  method: "POST",
  path: "/v1/rentalreservations/create",
  query: v.object({}),
  body: v.object({
    /** One per checkout: a repeated submit (double click, retry, back and submit) books once. */
    idempotencyKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)),
    offerId: id,
    extras: v.pipe(v.array(id), v.maxLength(10)),
    /** The pickup place as the visitor chose it. */
    pickup: text(100),
    pickupAt: localDateTime,
    returnAt: localDateTime,
    currency: currencyCode,
    driver: v.object({
      firstName: text(50),
      lastName: text(50),
      email,
      /** The country of the address; its template (`/v1/config/addresstemplates`) says which fields it needs. */
      country: countryCode,
      address: v.pipe(
        v.record(v.picklist(addressFields), v.pipe(v.string(), v.trim(), v.maxLength(100))),
        v.check((fields) => Object.keys(fields).length > 0, "expected the address's fields"),
      ),
    }),
  }),
  answer: v.object({
    reservationId: id,
    reservationNumber,
    total: money,
  }),
});

/** What happened to a reservation, oldest first (the confirmation lists them). */
export const reservationActivities = defineEndpoint({
  name: "booking.activities",
  method: "GET",
  path: "/v1/reservationactivities/reservation/:reservationId",
  query: v.object({}),
  body: undefined,
  answer: v.object({
    reservationId: id,
    reservationNumber,
    activities: v.array(
      v.object({
        /** `created`, `extrasAdded` or `confirmationSent`; an app shows the kinds it knows. */
        type: v.picklist(["created", "extrasAdded", "confirmationSent"]),
        at: isoDateTime,
      }),
    ),
  }),
});

/** A country's postal address form: its fields in the country's order, and which are required. */
export const addressTemplates = defineEndpoint({
  name: "booking.addressTemplates",
  method: "GET",
  path: "/v1/config/addresstemplates",
  query: v.object({ country: countryCode }),
  body: undefined,
  answer: v.object({
    country: countryCode,
    fields: v.array(
      v.object({
        name: v.picklist(addressFields),
        required: v.boolean(),
        /** A postcode's shape as a regular expression's source, e.g. `^\d{5}$`. */
        pattern: v.optional(v.string()),
      }),
    ),
  }),
});
