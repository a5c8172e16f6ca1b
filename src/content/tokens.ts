import { brand } from "../../markets/brand";
import type { Market } from "../../markets/schema";
import { contactUrl } from "../urls/market-urls";

const tokenPattern = /\{([A-Za-z]+(?:\.[A-Za-z]+)?)\}/g;

/**
 * Values shared content may refer to as `{name}`, so one text serves every market of a language:
 * `{slugs.stationFinder}`, `{links.privacy}`, `{prefix}`, `{phone}`, `{phoneDisplay}`, `{mail}`, `{brand}`,
 * `{currency}`, `{contact}`.
 */
function tokenValue(market: Market, name: string): string | undefined {
  const [group, key] = name.split(".");
  if (key !== undefined) {
    if (group === "slugs") return (market.slugs as Record<string, string | undefined>)[key];
    if (group === "links") return (market.links as Record<string, string | undefined>)[key];
    return undefined;
  }
  const plain: Record<string, string> = {
    prefix: market.pathPrefix,
    phone: market.customerSupportPhone,
    phoneDisplay: market.customerSupportPhoneDisplay,
    mail: market.customerSupportMail,
    brand: brand.name,
    currency: market.defaultCurrency,
    contact: contactUrl(market),
  };
  return plain[name];
}

/** Fills the tokens of one string; names the first token the market cannot fill. */
export function fillTokens(text: string, market: Market): { value: string; unknown?: string } {
  let unknown: string | undefined;
  const value = text.replace(tokenPattern, (whole, name: string) => {
    const filled = tokenValue(market, name);
    if (filled === undefined) unknown ??= whole;
    return filled ?? whole;
  });
  return unknown === undefined ? { value } : { value, unknown };
}
