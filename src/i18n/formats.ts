import type { Market } from "../../markets/schema";
import { datePatternOf } from "./date-pattern";

/** Everything a component shows in the market's formats (spec §9); the one place they are applied. */
export type MarketFormats = MarketFormatsWithoutDate & {
  /** Numeric date in the page's pattern (`datePattern`). */
  date: (value: Date) => string;
  /**
   * The page's numeric date pattern in the market config's notation (`DD.MM.YYYY`): the market's
   * where it sets one, else its text bundle's (`format.date`; docs/languages.md, "Dates").
   */
  datePattern: string;
};

/** The formats that need no text bundle: all but the numeric date. */
export type MarketFormatsWithoutDate = {
  /** Short date in the market's `nameDate` pattern (`DD. MMM`), the month's name in the market's language. */
  shortDate: (value: Date) => string;
  /** Time of day: 24-hour HH:mm or 12-hour hh:mm AM/PM (ص/م on Arabic pages). */
  time: (value: Date | { hour: number; minute: number }) => string;
  /** A number with the market's decimal separator. */
  number: (value: number, fractionDigits?: number) => string;
  /** A price in the currency it is in (the market's by default): never shown in another one. */
  currency: (amount: number, currency?: string) => string;
  /** A distance given in km, shown in km or mi. */
  distance: (km: number) => string;
  /** A weight given in kg: whole kilograms, or whole pounds where the market's measures are imperial. */
  weight: (kg: number) => string;
  /** A volume given in m³: to a tenth of a cubic metre, or whole cubic feet where measures are imperial. */
  volume: (m3: number) => string;
  /** A length given in metres: to a tenth of a metre, or of a foot where measures are imperial. */
  length: (m: number) => string;
  /** 0 where weeks start on Sunday, 1 on Monday: the first column of date pickers. */
  firstDayOfWeek: 0 | 1;
};

const KM_PER_MILE = 1.609344;
const LB_PER_KG = 2.2046226;
const FT3_PER_M3 = 35.314667;
const FT_PER_M = 3.2808399;
/** Between a measure and its unit, so a narrow card never breaks "1,150" from "kg". */
const NBSP = "\u00a0";
const pad = (n: number): string => String(n).padStart(2, "0");
/** The 12-hour clock's day periods where a language does not write AM and PM: Arabic ص and م. */
const dayPeriods: Readonly<Record<string, readonly [am: string, pm: string]>> = { ar: ["ص", "م"] };

/**
 * One formatter per locale and options, made once: building an Intl formatter loads the locale's data,
 * many times the cost of formatting with it, and a list of offers formats each price anew.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** A date written in a pattern of the market config's notation (`DD`, `MM`, `YYYY`). */
const writeDate = (pattern: string, d: Date): string =>
  pattern
    .replace("DD", pad(d.getDate()))
    .replace("MM", pad(d.getMonth() + 1))
    .replace("YYYY", String(d.getFullYear()));

/** The formatters of one market; with the page's text bundle's date pattern (`format.date`), its numeric dates too. */
export function marketFormats(market: Market): MarketFormatsWithoutDate;
export function marketFormats(market: Market, bundleDatePattern: string): MarketFormats;
export function marketFormats(market: Market, bundleDatePattern?: string): MarketFormatsWithoutDate | MarketFormats {
  const withoutDate = formatsWithoutDate(market);
  if (bundleDatePattern === undefined) return withoutDate;
  const datePattern = datePatternOf(market, bundleDatePattern);
  return { ...withoutDate, datePattern, date: (d) => writeDate(datePattern, d) };
}

/** Every format of the market but the numeric date, which needs the page's text bundle too. */
function formatsWithoutDate(market: Market): MarketFormatsWithoutDate {
  const f = market.formats;
  const imperial = f.measures === "imperial";
  const [am, pm] = dayPeriods[market.langAlpha2] ?? ["AM", "PM"];
  // Western digits everywhere, Arabic pages included: dates and times are written from patterns in
  // them, and a price in other digits beside them would mix two scripts (docs/languages.md).
  const numberParts = (value: number, options: Intl.NumberFormatOptions): string =>
    withSeparator(numberFormat(market.locale, { ...options, numberingSystem: "latn" }).formatToParts(value), f.decimalSeperator);
  return {
    shortDate: (d) => f.nameDate.replace("DD", pad(d.getDate())).replace("MMM", monthName(market.locale, d)),
    time: (value) => {
      const [hour, minute] = value instanceof Date ? [value.getHours(), value.getMinutes()] : [value.hour, value.minute];
      if (!f.hour12Format) return `${pad(hour)}:${pad(minute)}`;
      return `${pad(hour % 12 || 12)}:${pad(minute)} ${hour < 12 ? am : pm}`;
    },
    number: (value, fractionDigits) =>
      numberParts(
        value,
        fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
      ),
    currency: (amount, currency = market.defaultCurrency) => numberParts(amount, { style: "currency", currency }),
    distance: (km) =>
      f.measureOfLength === "mi"
        ? `${numberParts(km / KM_PER_MILE, { maximumFractionDigits: 1 })} mi`
        : `${numberParts(km, { maximumFractionDigits: 1 })} km`,
    weight: (kg) =>
      imperial
        ? `${numberParts(kg * LB_PER_KG, { maximumFractionDigits: 0 })}${NBSP}lb`
        : `${numberParts(kg, { maximumFractionDigits: 0 })}${NBSP}kg`,
    volume: (m3) =>
      imperial
        ? `${numberParts(m3 * FT3_PER_M3, { maximumFractionDigits: 0 })}${NBSP}ft³`
        : `${numberParts(m3, { maximumFractionDigits: 1 })}${NBSP}m³`,
    length: (m) =>
      imperial
        ? `${numberParts(m * FT_PER_M, { maximumFractionDigits: 1 })}${NBSP}ft`
        : `${numberParts(m, { maximumFractionDigits: 1 })}${NBSP}m`,
    firstDayOfWeek: f.isFirstDaySunday ? 0 : 1,
  };
}

/**
 * A month's short name for `MMM`, without the locale's abbreviation dot, which would double the
 * pattern's ("05. Jan."); in full where the locale's short month is a number (Lithuanian's "01").
 */
function monthName(locale: string, d: Date): string {
  const short = dateFormat(locale, { month: "short", numberingSystem: "latn" }).format(d).replace(/\.$/, "");
  return /^\d+$/.test(short) ? dateFormat(locale, { month: "long" }).format(d) : short;
}

/**
 * Puts the market's decimal separator in place of the locale's (spec §9 decides, not the locale),
 * and keeps grouping distinct from it.
 */
function withSeparator(parts: Intl.NumberFormatPart[], decimal: "," | "."): string {
  const group = decimal === "," ? "." : ",";
  return parts
    .map((part) => {
      if (part.type === "decimal") return decimal;
      if (part.type === "group" && (part.value === "," || part.value === ".")) return group;
      return part.value;
    })
    .join("");
}
