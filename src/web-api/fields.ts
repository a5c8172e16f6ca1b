import * as v from "valibot";

/** A calendar date, `YYYY-MM-DD`. */
export const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/** An instant, ISO 8601 with a zone, e.g. `2026-11-22T10:00:00.000Z`. */
export const isoDateTime = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/));

/** An id of the API: letters, digits, dashes and underscores. */
export const id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));

/** A URL slug, lower case. */
export const slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/));

/** A BCP 47 language tag such as `en`, `ar` or `pt-BR`: a language subtag, then any further subtags. */
export const languageTag = v.pipe(v.string(), v.regex(/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/));

/** ISO 3166-1 alpha-2 country code, upper case. */
export const countryCode = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/));

/** An ISO 4217 currency code, e.g. `EUR`. */
export const currencyCode = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/));

/** An amount of money in a currency. */
export const money = v.object({
  /** The amount in the currency's main unit, e.g. 449.5. */
  amount: v.number(),
  /** ISO 4217 code, e.g. `EUR`. */
  currency: currencyCode,
});
export type Money = v.InferOutput<typeof money>;

/** Days of the week, as branches list their opening days. */
export const weekdays = ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"] as const;
export type Weekday = (typeof weekdays)[number];

/**
 * A query value: typed from the client, text on the wire, which `fromWire` reads first. One pipe
 * rather than a union of both forms, which would bring valibot's union code to every page that
 * calls the API.
 */
const query = (fromWire: (text: string) => unknown) =>
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === "string" ? fromWire(value) : value)),
  );

/** A whole number in a query: a number from the client, digits on the wire. */
export const queryInt = (min: number, max: number) =>
  v.pipe(
    query((s) => (/^\d{1,9}$/.test(s) ? Number(s) : s)),
    v.number(),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );

/** A yes/no query value: a boolean from the client, `true` or `false` on the wire. */
export const queryBool = v.pipe(
  query((s) => (s === "true" ? true : s === "false" ? false : s)),
  v.boolean("expected true or false"),
);

/** A list in a query: an array from the client, comma-separated on the wire. */
export const queryList = <T>(item: v.GenericSchema<string, T>, max: number) =>
  v.pipe(
    query((s) => (s === "" ? [] : s.split(","))),
    v.array(v.string()),
    v.maxLength(max),
    v.array(item),
  );

/** A required piece of text of at most `max` characters. */
export const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

/** An e-mail address (the same rule as the sign-up form's). */
export const email = v.pipe(v.string(), v.trim(), v.maxLength(254), v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/));

/** A body or query with no fields. */
export const empty = v.object({});
