import { pathToFileURL } from "node:url";
import { parseMarkup, validateMarkup } from "../src/markup";
import { median } from "./figures";

/** One measured figure; `budget` is the most it may reach. */
export type BenchResult = { name: string; value: number; unit: string; budget?: number };

const MB = 1024 * 1024;

/** A realistic page: headings, formatted paragraphs with links, shortcodes and footnotes, lists, seasons. */
export function realisticDocument(bytes: number): string {
  const parts = ["# Car rental in [CityName]\n"];
  let note = 0;
  for (let section = 1; parts.join("\n").length < bytes; section++) {
    const refs = note + 2 <= 99 ? [++note, ++note] : [];
    const [a, b] = refs.map((n) => `[^${n}]`);
    parts.push(
      `## Offers for ${section} days\n`,
      `Rent a **compact car** at [BranchName] from *only 29 €* a day${a ?? ""}. Prices for [Year] include ` +
        `unlimited mileage and _basic cover_${b ?? ""}; see [our terms](/terms "Rental terms") or ` +
        `[partner offers](_https://partner.example/deals?id=${section}).`,
      ...refs.map((n) => `[^${n}]: Valid for bookings made online, subject to availability (note ${n}).`),
      "",
      "- Free cancellation up to 24 hours before pick-up\n* Second driver included\n- Child seats on request",
      "",
      `::: season ${section % 2 === 0 ? "winter autumn" : "summer"}\nWinter tyres and snow chains are **included** at every branch.\n:::\n`,
    );
  }
  return parts.join("\n");
}

const HOSTILE: [string, string][] = [
  ["50 000 [", "["],
  ["50 000 *", "*"],
  ["50 000 _", "_"],
  ["[^ repeated", "[^"],
  ["nested brackets", "[[[[[[[[[[x]]]]]]]]]]"],
  ["unclosed links [a](", "[a]("],
  ["unmatched *a and a*", "*a _b "],
  ["nesting *_", "*_"],
  ["tags <a", "<a"],
  ["entities &a", "&a"],
  ["unknown shortcodes [x]", "[x]"],
  ["references [^1]", "[^1]"],
  ["fences :::", ":::\n"],
];

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

const check = (source: string) => () => {
  parseMarkup(source);
  validateMarkup(source);
};

/** Measures parse + validate time on realistic and hostile inputs. */
export async function benchMarkup(): Promise<BenchResult[]> {
  const small = realisticDocument(10 * 1024);
  for (let i = 0; i < 20; i++) check(small)();
  const results: BenchResult[] = [
    {
      name: "parse+validate ~10 KB realistic (median)",
      value: median(Array.from({ length: 101 }, () => time(check(small)))),
      unit: "ms",
      budget: 2,
    },
    { name: "parse+validate 1 MB realistic", value: time(check(realisticDocument(MB))), unit: "ms" },
  ];
  for (const [name, unit] of HOSTILE) {
    const count = name.startsWith("50 000") ? 50_000 : Math.ceil(50_000 / unit.length);
    const short = unit.repeat(count);
    const long = unit.repeat(Math.ceil(MB / unit.length));
    check(short)();
    // The same cost per MB at both sizes shows that time grows linearly with the input.
    const shortMs = median(Array.from({ length: 5 }, () => time(check(short))));
    results.push({ name: `hostile ${name}, ${(short.length / 1024).toFixed(0)} KB`, value: (shortMs * MB) / short.length, unit: "ms/MB" });
    const longMs = median(Array.from({ length: 3 }, () => time(check(long))));
    results.push({ name: `hostile ${name}, 1 MB`, value: (longMs * MB) / long.length, unit: "ms/MB" });
  }
  return results;
}

const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(entry).href) {
  // No top-level await: the package is CommonJS, which tsx runs without it.
  void benchMarkup().then((rows) => {
    console.table(rows.map((row) => ({ ...row, value: Number(row.value.toFixed(3)), budget: row.budget ?? "" })));
  });
}
