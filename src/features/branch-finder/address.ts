import type { Station } from "../../web-api/branches";
import type { BranchAddress } from "../../page-context/branch-page-data";

/**
 * How a country writes the town's part of an address, by ISO alpha-2 (`\n` starts another line).
 * Countries not listed write the postcode before the town (`80331 München`), as most of Europe and
 * Latin America do.
 */
const townLines: Readonly<Record<string, string>> = {
  US: "{city}, {region} {postcode}",
  CA: "{city}, {region} {postcode}",
  AU: "{city} {region} {postcode}",
  GB: "{city}\n{postcode}",
  BR: "{city} - {region}\n{postcode}",
  MX: "{postcode} {city}, {region}",
  LV: "{city}, {postcode}",
  SG: "Singapore {postcode}",
  IE: "{city} {postcode}",
  MT: "{city} {postcode}",
  NZ: "{city} {postcode}",
  EG: "{city} {postcode}",
  SA: "{city} {postcode}",
};
const POSTCODE_FIRST = "{postcode} {city}";

/** The address of a station, with its lines in the country's order; a part the station lacks leaves no gap. */
export function addressOf(station: Pick<Station, "city" | "countryCode">, address: NonNullable<Station["address"]>): BranchAddress {
  const parts: Record<string, string> = { city: station.city, postcode: address.postcode ?? "", region: address.region ?? "" };
  const town = (townLines[station.countryCode] ?? POSTCODE_FIRST)
    .split("\n")
    .map((line) =>
      line
        .replace(/\{(\w+)\}/g, (_whole, name: string) => parts[name] ?? "")
        .replace(/\s+/g, " ")
        .replace(/^[\s,-]+|[\s,-]+$/g, "")
        .replace(/ ,/g, ","),
    )
    .filter((line) => line !== "");
  return {
    street: address.street,
    ...(address.postcode === undefined ? {} : { postcode: address.postcode }),
    ...(address.region === undefined ? {} : { region: address.region }),
    city: station.city,
    country: station.countryCode,
    lines: [address.street, ...town],
  };
}
