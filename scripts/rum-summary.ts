import * as v from "valibot";
import { rumExportLineSchema, rumMetrics, type RumExportLine } from "../src/services/rum/schema";

type Metric = (typeof rumMetrics)[number];

/** One metric of a group: its 75th percentile and how many reports it is of. */
export type MetricFigure = { p75: number; count: number };

/** One line of the summary: a template or an app, with its figures per metric (none without reports). */
export type SummaryRow = { group: string; figures: Partial<Record<Metric, MetricFigure>> };

/** The `p`th percentile (0-100) by nearest rank: the smallest value at least p % of the values are at or under. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

/** The export's valid lines, and the numbers (from 1) of lines that are not a report; blank lines are skipped. */
export function parseExport(text: string): { reports: RumExportLine[]; bad: number[] } {
  const reports: RumExportLine[] = [];
  const bad: number[] = [];
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "") return;
    const parsed = v.safeParse(rumExportLineSchema, parseJson(line));
    if (parsed.success) reports.push(parsed.output);
    else bad.push(index + 1);
  });
  return { reports, bad };
}

/** One report per metric of a page view: web-vitals sends a metric again under its id when it grows, and the last one counts. */
export function latestById(reports: readonly RumExportLine[]): RumExportLine[] {
  return [...new Map(reports.map((report) => [report.id, report])).values()];
}

/**
 * The 75th percentile of each metric per group: per template (`by: "template"`) or per app (`"app"`,
 * only reports that name one). Groups with the most reports first, then by name.
 */
export function summarise(reports: readonly RumExportLine[], by: "template" | "app"): SummaryRow[] {
  const groups = new Map<string, RumExportLine[]>();
  for (const report of reports) {
    const key = report[by];
    if (key !== undefined) groups.set(key, [...(groups.get(key) ?? []), report]);
  }
  return [...groups.entries()]
    .sort(([a, left], [b, right]) => right.length - left.length || a.localeCompare(b))
    .map(([group, members]) => ({ group, figures: figuresOf(members) }));
}

function figuresOf(reports: readonly RumExportLine[]): Partial<Record<Metric, MetricFigure>> {
  const figures: Partial<Record<Metric, MetricFigure>> = {};
  for (const metric of rumMetrics) {
    const values = reports.filter((report) => report.metric === metric).map((report) => report.value);
    const p75 = percentile(values, 75);
    if (p75 !== undefined) figures[metric] = { p75, count: values.length };
  }
  return figures;
}

/** A figure as the table prints it: milliseconds for LCP and INP, three places for CLS, and the count. */
export const formatFigure = (metric: Metric, figure: MetricFigure | undefined): string =>
  figure === undefined ? "–" : `${metric === "CLS" ? figure.p75.toFixed(3) : `${Math.round(figure.p75)} ms`} (${figure.count})`;

/** A table with a heading row, columns padded to their widest cell. */
export function formatTable(heading: string, rows: readonly SummaryRow[]): string {
  const cells = [[heading, ...rumMetrics], ...rows.map((row) => [row.group, ...rumMetrics.map((m) => formatFigure(m, row.figures[m]))])];
  const widths = cells[0]?.map((_, column) => Math.max(...cells.map((line) => (line[column] ?? "").length))) ?? [];
  return cells
    .map((line) =>
      line
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}
