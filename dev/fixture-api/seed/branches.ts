import type { SubscriptionBranch } from "../../../src/web-api/subscription";
import type { Weekday } from "../../../src/web-api/fields";
import type { PlusCountry } from "./countries";

const weekdaysOnly: Weekday[] = ["MON", "TUE", "WED", "THU", "FRI"];
/** Opening patterns in turn: closed on Sundays, closed on Saturdays, open every day, closed at weekends. */
const patterns: readonly Weekday[][] = [[...weekdaysOnly, "SAT"], [...weekdaysOnly, "SUN"], [...weekdaysOnly, "SAT", "SUN"], weekdaysOnly];

/** Two or three subscription branches per city: at least 8 in 4 cities per country. */
export function branchesOf(country: PlusCountry): SubscriptionBranch[] {
  const branches: SubscriptionBranch[] = [];
  country.cities.forEach((city, c) => {
    const kinds = c % 2 === 0 ? [0, 1, 2] : [0, 2];
    for (const kind of kinds) {
      const n = branches.length;
      branches.push({
        id: `${country.code.toLowerCase()}-${slugOf(city)}-${kind}`,
        name: `${city} ${country.branchWords[kind] ?? ""}`.trim(),
        city,
        address: `${country.streets[(c + kind) % country.streets.length] ?? ""}, ${city}`,
        openingDays: patterns[n % patterns.length] ?? weekdaysOnly,
      });
    }
  });
  return branches;
}

const slugOf = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
