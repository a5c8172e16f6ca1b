/** What every bench shares: the row a figure is printed as, the median of runs and the printed table. */

/** One figure of the bench: name, value with its unit, and the budget it is held to. */
export type BenchRow = { name: string; value: string; budget: string };

/** The middle value, or the mean of the two middle ones for an even count; NaN for no values. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** Prints the rows as a table: a header, names padded to the longest, values right-aligned. */
export function printRows(rows: readonly BenchRow[]): void {
  const width = Math.max(0, ...rows.map((r) => r.name.length));
  console.log(`\n${"figure".padEnd(width)}  ${"value".padStart(14)}  budget`);
  for (const row of rows) console.log(`${row.name.padEnd(width)}  ${row.value.padStart(14)}  ${row.budget}`);
}

/** Runs a bench and prints its rows when its module is the script node was started with (`npm run bench:<name>`). */
export function runAlone(moduleUrl: string, bench: (root: string) => Promise<readonly BenchRow[]>): void {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  bench(process.cwd())
    .then((rows) => printRows(rows))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
