import type { OpeningInterval } from "../../web-api/branches";
import { weekdays } from "../../web-api/fields";
import type { Interval, OpeningLine } from "../../page-context/branch-page-data";

const minutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const sameHours = (a: readonly Interval[], b: readonly Interval[]): boolean =>
  a.length === b.length && a.every((interval, i) => interval.opens === b[i]?.opens && interval.closes === b[i]?.closes);

/**
 * The week from Monday to Sunday, consecutive days with the same hours on one line (`Monday – Friday
 * 08:00–18:00`), a day without intervals as closed. Each day's intervals are in time order.
 */
export function openingLines(hours: readonly OpeningInterval[]): OpeningLine[] {
  const lines: OpeningLine[] = [];
  for (const day of weekdays) {
    const intervals = hours
      .filter((h) => h.day === day)
      .map(({ opens, closes }) => ({ opens, closes }))
      .sort((a, b) => minutes(a.opens) - minutes(b.opens));
    const last = lines[lines.length - 1];
    if (last && sameHours(last.intervals, intervals)) lines[lines.length - 1] = { ...last, days: [...last.days, day] };
    else lines.push({ days: [day], intervals });
  }
  return lines;
}

/** What is wrong with a station's hours, if anything: an interval that closes before it opens, or two that overlap. */
export function hoursProblem(hours: readonly OpeningInterval[]): string | undefined {
  const bad = hours.find((h) => minutes(h.closes) <= minutes(h.opens));
  if (bad) return `${bad.day} closes at ${bad.closes}, not after it opens (${bad.opens})`;
  for (const line of openingLines(hours)) {
    const overlap = line.intervals.find(
      (interval, i) => i > 0 && minutes(interval.opens) < minutes(line.intervals[i - 1]?.closes ?? "00:00"),
    );
    if (overlap)
      return `${line.days.join(", ")} ${line.days.length > 1 ? "have" : "has"} overlapping hours (${overlap.opens} starts before the previous interval closes)`;
  }
  return undefined;
}
