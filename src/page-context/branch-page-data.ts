import type { StationKind } from "../web-api/branches";
import type { Weekday } from "../web-api/fields";
import type { TrailLink } from "../seo/json-ld";

/** A branch's postal address: its parts (for structured data) and its lines as the country writes them. */
export type BranchAddress = Readonly<{
  street: string;
  postcode?: string;
  region?: string;
  city: string;
  /** ISO alpha-2. */
  country: string;
  /** The street first, then the town's line(s) in the country's order (`80331 München`, `New York, NY 10001`). */
  lines: readonly string[];
}>;

/** One opening time, `HH:mm` on a 24-hour clock. */
export type Interval = Readonly<{ opens: string; closes: string }>;

/** Consecutive days with the same hours (Monday first); no intervals means closed. */
export type OpeningLine = Readonly<{ days: readonly Weekday[]; intervals: readonly Interval[] }>;

/** A branch as the finder lists it. */
export type BranchSummary = Readonly<{
  id: string;
  name: string;
  kind?: StationKind;
  address: BranchAddress;
}>;

/** A branch with everything its city page shows. */
export type BranchDetails = BranchSummary &
  Readonly<{
    phone?: string;
    /** Every day of the week, grouped. */
    hours: readonly OpeningLine[];
    geo?: Readonly<{ latitude: number; longitude: number }>;
  }>;

/** A city of the finder: its name, its page and its branches. */
export type CityLink = Readonly<{ name: string; path: string; branches: readonly BranchSummary[] }>;

/** The branch part of a finder or city page, built from the web API at build time. */
export type BranchPageData =
  | Readonly<{ kind: "finder"; cities: readonly CityLink[] }>
  | Readonly<{
      kind: "city";
      city: string;
      branches: readonly BranchDetails[];
      /** Finder › city. */
      breadcrumbs: readonly TrailLink[];
      /** Weekday names in the page's language (from Intl at build time, so the browser renders the same text). */
      weekdays: Readonly<Record<Weekday, string>>;
    }>;
