/**
 * Issue 44's figures: build:all warm with no change and warm after a one-line change of one English
 * page, against a cold run, and the proof that a warm tree is the cold one: after the warm runs, a
 * cold build:all of the same content must give byte-identical host trees. Part of `npm run bench`
 * (after its cold build:all); alone, `MARKETS=ie npx tsx bench/incremental.ts` runs it on a few markets,
 * cold run included, and exits 1 when the trees differ.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { BenchRow } from "./figures";
import { runMeasured, type RunResult } from "./process-tree";
import { IMAGE_CACHE } from "../src/build/images";
import { readRebuildReport } from "../src/build/rebuild-report";

/** The English page the one-line change edits, and the sentence it changes. */
const PAGE = join("content", "_shared", "en", "pages", "3d-secure-faq.json");
const SENTENCE = "This protects you against misuse of your card.";

const buildAll = (root: string): Promise<RunResult> =>
  runMeasured("node", ["--import", "tsx", join(root, "scripts", "build-all.ts")], { API_BASE: "fixture" });

/**
 * Every file of the host trees in dist/ with its SHA-1. The split's own folders (.split/, and the
 * .retired-* trees a background process is still deleting) are left out without being listed: a
 * folder emptied while it is read would fail the listing.
 */
export function treeHashes(dist: string): Map<string, string> {
  const own = readdirSync(dist, { withFileTypes: true }).filter((top) => !top.name.startsWith("."));
  const files = [
    ...own.filter((top) => top.isFile()),
    ...own
      .filter((top) => top.isDirectory())
      .flatMap((dir) => readdirSync(join(dist, dir.name), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())),
  ]
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
  return new Map(
    files.map((rel) => [
      rel,
      createHash("sha1")
        .update(readFileSync(join(dist, rel)))
        .digest("hex"),
    ]),
  );
}

/** The files whose bytes differ between two snapshots, or that only one has. */
export function differingFiles(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].filter((rel) => a.get(rel) !== b.get(rel)).sort();
}

const clean = (root: string): void =>
  [".cache", "public", "dist", IMAGE_CACHE].forEach((d) => rmSync(join(root, d), { recursive: true, force: true }));

function ok(name: string, run: RunResult): RunResult {
  if (run.status !== 0) throw new Error(`${name} failed with exit code ${run.status}`);
  return run;
}

/**
 * The warm runs after a cold build:all that left .cache, public/ and dist/ in place, then the
 * cold run of the changed content and the comparison; the page is restored and dist/ rebuilt warm
 * for what runs next. `differ` gets the files a warm tree has other than the cold one's.
 */
export async function benchIncremental(root: string, cold: RunResult): Promise<{ rows: BenchRow[]; differ: string[] }> {
  const dist = join(root, "dist");
  const pct = (run: RunResult): string => `${run.seconds.toFixed(1)} s (${((100 * run.seconds) / cold.seconds).toFixed(0)} % of cold)`;
  const before = treeHashes(dist);
  const still = ok("warm build:all, no change", await buildAll(root));
  const stillDiffer = differingFiles(before, treeHashes(dist));
  const original = readFileSync(join(root, PAGE), "utf8");
  if (!original.includes(SENTENCE)) throw new Error(`${PAGE} no longer has the sentence the bench changes: update bench/incremental.ts`);
  const rows: BenchRow[] = [
    { name: "build:all warm, no change: time", value: pct(still), budget: `≤ 10 % of cold (${(cold.seconds / 10).toFixed(0)} s)` },
    { name: "build:all warm, no change: files of the trees changed", value: String(stillDiffer.length), budget: "0" },
  ];
  try {
    writeFileSync(join(root, PAGE), original.replace(SENTENCE, SENTENCE.replace(".", ", at home and abroad.")));
    const changed = ok("warm build:all after a one-line change", await buildAll(root));
    const written = (readRebuildReport(root)?.hosts ?? []).flatMap((h) => h.written.filter((f) => f.endsWith(".html")));
    rows.push(
      {
        name: "build:all warm, one line of one English page changed: time",
        value: pct(changed),
        budget: `≤ 15 % of cold (${((cold.seconds * 15) / 100).toFixed(0)} s) and ≤ 30 s`,
      },
      {
        name: "build:all warm, one line changed: pages written anew",
        value: String(written.length),
        budget: "the page on each English host",
      },
    );
    const warm = treeHashes(dist);
    clean(root);
    ok("cold build:all of the changed content", await buildAll(root));
    const differ = [...stillDiffer, ...differingFiles(warm, treeHashes(dist))];
    rows.push({
      name: "warm trees against a cold build of the same content: files that differ",
      value: String(differ.length),
      budget: "0",
    });
    return { rows, differ };
  } finally {
    writeFileSync(join(root, PAGE), original);
    await buildAll(root);
  }
}

if (process.argv[1]?.endsWith(join("bench", "incremental.ts"))) {
  const root = process.cwd();
  void (async () => {
    clean(root);
    const cold = ok("cold build:all", await buildAll(root));
    const { rows, differ } = await benchIncremental(root, cold);
    console.log(`build:all cold: ${cold.seconds.toFixed(1)} s`);
    for (const row of rows) console.log(`${row.name}: ${row.value}${row.budget ? ` (budget ${row.budget})` : ""}`);
    for (const rel of differ.slice(0, 20)) console.log(`differs: ${rel}`);
    process.exitCode = differ.length > 0 ? 1 : 0;
  })();
}
