import type { Market } from "../../markets/schema";

/** The date pattern of a text bundle in the market config's notation (`dd-MM-yyyy` → `DD-MM-YYYY`). */
const marketNotation = (pattern: string): string => pattern.replace("dd", "DD").replace("yyyy", "YYYY");

/**
 * The one rule for numeric dates (docs/languages.md, "Dates"): the market's pattern where it sets one,
 * since a visitor reads dates as their country writes them whatever the page's language; the text
 * bundle's (`format.date`, `dd`, `MM`, `yyyy`) where the market leaves it to the bundle. Apart from
 * the formatters, so a page whose only date is a runtime app's pattern carries none of them.
 */
export const datePatternOf = (market: Pick<Market, "formats">, bundlePattern: string): string =>
  market.formats.date ?? marketNotation(bundlePattern);
