import type { Market } from "../../markets/schema";

/** Everything a component shows in the market's formats (spec §9); the one place they are applied. */
export type MarketFormats = {
  /** Numeric date in the market's pattern: DD.MM.YYYY, DD/MM/YYYY or MM/DD/YYYY. */
  date: (value: Date) => string;
  /** Short date `DD. MMM` with the month's name in the market's language. */
  shortDate: (value: Date) => string;
  /** Time of day: 24-hour HH:mm or 12-hour hh:mm AM/PM. */
  time: (value: Date | { hour: number; minute: number }) => string;
  /** A number with the market's decimal separator. */
  number: (value: number, fractionDigits?: number) => string;
  /** A price in the market's currency (or another it does not hide). */
  currency: (amount: number, currency?: string) => string;
  /** A distance given in km, shown in km or mi. */
  distance: (km: number) => string;
  /** 0 where weeks start on Sunday, 1 on Monday: the first column of date pickers. */
  firstDayOfWeek: 0 | 1;
};

const KM_PER_MILE = 1.609344;
const pad = (n: number): string => String(n).padStart(2, "0");

/** The formatters of one market. */
export function marketFormats(market: Market): MarketFormats {
  const f = market.formats;
  const numberParts = (value: number, options: Intl.NumberFormatOptions): string =>
    withSeparator(new Intl.NumberFormat(market.locale, options).formatToParts(value), f.decimalSeperator);
  return {
    date: (d) => f.date.replace("DD", pad(d.getDate())).replace("MM", pad(d.getMonth() + 1)).replace("YYYY", String(d.getFullYear())),
    shortDate: (d) => `${pad(d.getDate())}. ${new Intl.DateTimeFormat(market.locale, { month: "short" }).format(d).replace(/\.$/, "")}`,
    time: (value) => {
      const [hour, minute] = value instanceof Date ? [value.getHours(), value.getMinutes()] : [value.hour, value.minute];
      if (!f.hour12Format) return `${pad(hour)}:${pad(minute)}`;
      return `${pad(hour % 12 || 12)}:${pad(minute)} ${hour < 12 ? "AM" : "PM"}`;
    },
    number: (value, fractionDigits) =>
      numberParts(value, fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
    currency: (amount, currency = market.defaultCurrency) => {
      const code = market.hideCurrencies.includes(currency) ? market.defaultCurrency : currency;
      return numberParts(amount, { style: "currency", currency: code });
    },
    distance: (km) =>
      f.measureOfLength === "mi" ? `${numberParts(km / KM_PER_MILE, { maximumFractionDigits: 1 })} mi` : `${numberParts(km, { maximumFractionDigits: 1 })} km`,
    firstDayOfWeek: f.isFirstDaySunday ? 0 : 1,
  };
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
