import { appendFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import type { RumExportLine, RumReport } from "../../src/services/rum/schema";

/** Beacons kept per scope, and scopes kept at most: enough for any test run, bounded for a long-running server. */
const MAX_BEACONS = 200;
const MAX_SCOPES = 500;

/** Where the local server appends every report unless `RUM_REPORTS_FILE` names another file (`.cache/` is ignored by git). */
export const defaultReportsFile = (root: string): string => process.env.RUM_REPORTS_FILE ?? join(root, ".cache", "rum", "reports.ndjson");

/** What the stand-in collector keeps: each scope's beacons in memory, every report appended to the export file. */
export type RumStore = {
  /** Keeps one beacon's reports under a scope and appends them to the file, stamped with `receivedAt`. */
  add(scope: string, reports: readonly RumReport[], receivedAt: Date): void;
  /** The beacons of a scope, oldest first. */
  beacons(scope: string): readonly (readonly RumReport[])[];
};

/** A store that appends to `file` (newline-delimited JSON, docs/field-data.md), creating its folder. */
export function createRumStore(file: string): RumStore {
  const scopes = new Map<string, RumReport[][]>();
  return {
    add(scope, reports, receivedAt) {
      const kept = scopes.get(scope) ?? [];
      // A Map iterates in insertion order: re-inserting a scope makes it the newest, and the oldest goes first.
      scopes.delete(scope);
      scopes.set(scope, [...kept, [...reports]].slice(-MAX_BEACONS));
      for (const old of scopes.keys()) if (scopes.size > MAX_SCOPES) scopes.delete(old);
      const at = receivedAt.toISOString();
      const lines = reports.map((report): RumExportLine => ({ ...report, receivedAt: at }));
      mkdirSync(dirname(file), { recursive: true });
      appendFileSync(file, lines.map((line) => `${JSON.stringify(line)}\n`).join(""));
    },
    beacons: (scope) => scopes.get(scope) ?? [],
  };
}
