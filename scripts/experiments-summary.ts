import * as v from "valibot";
import { ExportedBatch } from "../dev/flag-service/index";
import { flagConversions, type FlagConversion } from "../src/services/feature-flags/types";

/** One line of the summary: an experiment's variant, its visitors and exposures, and what they converted. */
export type VariantRow = {
  experiment: string;
  variant: string;
  /** Visitors (flag user ids) with at least one exposure to this variant. */
  visitors: number;
  /** Exposure events: page views that used the experiment's flag. */
  exposures: number;
  /** Visitors of the variant with at least one conversion after their first exposure. */
  converted: number;
  /** Conversion events of the variant's visitors after their first exposure, per name. */
  conversions: Record<FlagConversion, number>;
};

/** The export's valid batches (of one scope, or of all with `"all"`), and the numbers (from 1) of lines that are not a batch. */
export function parseEventExport(text: string, scope: string): { batches: ExportedBatch[]; bad: number[] } {
  const batches: ExportedBatch[] = [];
  const bad: number[] = [];
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "") return;
    const parsed = v.safeParse(ExportedBatch, parseJson(line));
    if (!parsed.success) bad.push(index + 1);
    else if (scope === "all" || parsed.output.scope === scope) batches.push(parsed.output);
  });
  return { batches, bad };
}

type Exposure = { experiment: string; variant: string; at: number };
type Conversion = { name: FlagConversion; at: number };

/**
 * Exposures and conversions per experiment and variant. A conversion counts for an experiment when
 * the same visitor had an exposure to it at or before the conversion, for the variant of their latest
 * such exposure (a visitor whose variant changed, because the percentage did, counts where they were).
 */
export function summariseExperiments(batches: readonly ExportedBatch[]): VariantRow[] {
  const byVisitor = new Map<string, { exposures: Exposure[]; conversions: Conversion[] }>();
  for (const { user, events } of batches) {
    const visitor = byVisitor.get(user.id) ?? { exposures: [], conversions: [] };
    byVisitor.set(user.id, visitor);
    for (const event of events) {
      if (event.type === "conversion") visitor.conversions.push({ name: event.name, at: event.at });
      else if (event.experiment !== undefined && event.variant !== undefined)
        visitor.exposures.push({ experiment: event.experiment, variant: event.variant, at: event.at });
    }
  }
  const rows = new Map<string, VariantRow & { seen: Set<string>; won: Set<string> }>();
  const row = (experiment: string, variant: string) => {
    const key = `${experiment}\u0000${variant}`;
    const found = rows.get(key) ?? {
      experiment,
      variant,
      visitors: 0,
      exposures: 0,
      converted: 0,
      conversions: noConversions(),
      seen: new Set(),
      won: new Set(),
    };
    rows.set(key, found);
    return found;
  };
  for (const [id, { exposures, conversions }] of byVisitor) {
    for (const exposure of exposures) {
      const target = row(exposure.experiment, exposure.variant);
      target.exposures += 1;
      target.seen.add(id);
    }
    const experiments = new Set(exposures.map((exposure) => exposure.experiment));
    for (const conversion of conversions)
      for (const experiment of experiments) {
        const before = exposures.filter((e) => e.experiment === experiment && e.at <= conversion.at).sort((a, b) => a.at - b.at);
        const last = before.at(-1);
        if (!last) continue;
        const target = row(experiment, last.variant);
        target.conversions[conversion.name] += 1;
        target.won.add(id);
      }
  }
  return [...rows.values()]
    .map(({ seen, won, ...rest }) => ({ ...rest, visitors: seen.size, converted: won.size }))
    .sort((a, b) => a.experiment.localeCompare(b.experiment) || a.variant.localeCompare(b.variant));
}

/** The summary as a plain-text table: one line per experiment and variant, the conversion rate as converted ÷ visitors. */
export function formatExperiments(rows: readonly VariantRow[]): string {
  const header = ["experiment", "variant", "visitors", "exposures", "converted", "rate", ...flagConversions];
  const lines = rows.map((r) => [
    r.experiment,
    r.variant,
    String(r.visitors),
    String(r.exposures),
    String(r.converted),
    r.visitors === 0 ? "-" : `${((100 * r.converted) / r.visitors).toFixed(1)} %`,
    ...flagConversions.map((name) => String(r.conversions[name])),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]?.length ?? 0)));
  return [header, ...lines]
    .map((line) => line.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  "))
    .join("\n");
}

const noConversions = (): Record<FlagConversion, number> => ({ offerDetailsOpened: 0, offerChosen: 0, campaignRegistrationSent: 0 });

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}
