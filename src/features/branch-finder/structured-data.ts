import { brand } from "../../../markets/brand";
import type { Weekday } from "../../web-api/fields";
import { jsonLdText } from "../../seo/json-ld";
import type { BranchDetails, OpeningLine } from "../../page-context/branch-page-data";

const dayNames: Readonly<Record<Weekday, string>> = {
  MON: "Monday",
  TUE: "Tuesday",
  WED: "Wednesday",
  THU: "Thursday",
  FRI: "Friday",
  SAT: "Saturday",
  SUN: "Sunday",
};

/** schema.org's `OpeningHoursSpecification` of a week: one per interval and group of days; closed days have none. */
export function openingHoursSpecification(hours: readonly OpeningLine[]) {
  return hours.flatMap((line) => {
    const days = line.days.map((day) => dayNames[day]);
    return line.intervals.map(({ opens, closes }) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: days, opens, closes }));
  });
}

/** One branch as a schema.org `AutoRental`; `url` is its entry on its city page. */
export function autoRental(branch: BranchDetails, url: string) {
  const { address } = branch;
  return {
    "@type": "AutoRental",
    "@id": url,
    name: `${brand.name} ${branch.name}`,
    url,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      ...(address.postcode === undefined ? {} : { postalCode: address.postcode }),
      addressLocality: address.city,
      ...(address.region === undefined ? {} : { addressRegion: address.region }),
      addressCountry: address.country,
    },
    ...(branch.phone === undefined ? {} : { telephone: branch.phone }),
    openingHoursSpecification: openingHoursSpecification(branch.hours),
    ...(branch.geo === undefined
      ? {}
      : { geo: { "@type": "GeoCoordinates", latitude: branch.geo.latitude, longitude: branch.geo.longitude } }),
  };
}

/** The branches of a city page as JSON-LD, each at `<page URL>#<anchor>`; safe inside a script element. */
export function branchesJsonLd(branches: readonly BranchDetails[], pageUrl: string, anchor: (id: string) => string): string {
  return jsonLdText({
    "@context": "https://schema.org",
    "@graph": branches.map((branch) => autoRental(branch, `${pageUrl}#${anchor(branch.id)}`)),
  });
}
