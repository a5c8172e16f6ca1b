import type { Block } from "./ast";

/** The season names a display restriction may use, in calendar order. */
export const SEASONS = ["winter", "spring", "summer", "autumn"] as const;

/** A valid season name. */
export type Season = (typeof SEASONS)[number];

/** Human-readable month ranges, for messages and docs. */
export const SEASON_MONTHS: Record<Season, string> = {
  winter: "Jan–Mar",
  spring: "Apr–Jun",
  summer: "Jul–Sep",
  autumn: "Oct–Dec",
};

/** Tells whether a word is a season name; names are lowercase only. */
export function isSeason(name: string): name is Season {
  return SEASONS.some((season) => season === name);
}

/**
 * The season of a date, or null for an invalid date.
 * UTC so a static build gives the same page on every machine whatever its time zone.
 */
export function seasonOf(date: Date): Season | null {
  const month = date.getUTCMonth();
  return Number.isNaN(month) ? null : (SEASONS[Math.floor(month / 3)] ?? null);
}

/**
 * The first day of the season `date` falls in (`2026-10-01`, UTC): what a built page takes as "now"
 * for season sections and [Year]. It changes only at a season boundary, so an unchanged page's data
 * is the same in every build of one season.
 */
export function seasonStartOf(date: Date): string {
  const month = Math.floor(date.getUTCMonth() / 3) * 3 + 1;
  return `${date.getUTCFullYear()}-${String(month).padStart(2, "0")}-01`;
}

/** Tells whether a section restricted to the given names shows at `now`; invalid names never match. */
export function seasonShows(names: readonly string[], now: Date): boolean {
  const current = seasonOf(now);
  return current !== null && names.some((name) => name === current);
}

/** The blocks that show at `now`: sections whose season is not current disappear, the others melt into the page. */
export function visibleBlocks(blocks: readonly Block[], now: Date): Block[] {
  return blocks.flatMap((block) => {
    if (block.kind !== "season") return [block];
    const shows =
      block.keyword === "season" &&
      seasonShows(
        block.names.map((word) => word.name),
        now,
      );
    return shows ? block.children : [];
  });
}
