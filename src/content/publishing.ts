import { z } from "zod";

const dateTimeExample = "2026-12-01T09:00:00+01:00";

/** An ISO 8601 date-time with its offset (or Z): a date alone, or one without offset, would mean another hour on each host. */
export const publishDateTime = z.iso.datetime({
  offset: true,
  error: `expected an ISO date-time with its offset, such as ${dateTimeExample} or 2026-12-01T08:00:00Z`,
});

/** The publishing window an editor may give a page, a block or a link: left out of builds outside it. */
export const publishFields = {
  publishFrom: publishDateTime
    .optional()
    .describe(`Left out of every build made before this time; builds run hourly, so it is live within the hour (e.g. ${dateTimeExample})`),
  publishUntil: publishDateTime
    .optional()
    .describe(`Left out of every build made from this time on; builds run hourly, so it is gone within the hour (e.g. ${dateTimeExample})`),
};

/** Anything with a publishing window. */
export type Publishable = { publishFrom?: string | undefined; publishUntil?: string | undefined };

/** Whether `item` is live at `at`: not before its publishFrom, and before its publishUntil. */
export function isLive(item: Publishable, at: Date): boolean {
  const time = at.getTime();
  if (item.publishFrom !== undefined && Date.parse(item.publishFrom) > time) return false;
  return item.publishUntil === undefined || Date.parse(item.publishUntil) > time;
}

/** Whether `item` is not live at `at` only because its publishFrom is still to come. */
export const isComing = (item: Publishable, at: Date): boolean =>
  item.publishFrom !== undefined && Date.parse(item.publishFrom) > at.getTime();

/** A window that ends before it starts would never be live: content:check says so. */
export const isEmptyWindow = (item: Publishable): boolean =>
  item.publishFrom !== undefined && item.publishUntil !== undefined && Date.parse(item.publishUntil) <= Date.parse(item.publishFrom);

/**
 * The time a build (and content:check, content:report) judges publishing windows at: `BUILD_TIME`
 * (an ISO date-time with offset) when set, so a test or an editor can build the site as it will be;
 * otherwise now.
 */
export function buildTime(env: Readonly<Record<string, string | undefined>>): Date {
  const set = env.BUILD_TIME;
  if (set === undefined || set === "") return new Date();
  const parsed = publishDateTime.safeParse(set);
  if (!parsed.success) throw new Error(`BUILD_TIME=${set}: ${parsed.error.issues[0]?.message ?? "not a date-time"}`);
  return new Date(parsed.data);
}

/** The path a site link leads to, without query, fragment or trailing slash: what a page's urlPath is compared with. */
export const linkedPath = (href: string): string => href.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1") || "/";
