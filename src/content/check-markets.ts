import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { marketSchema, type Market } from "../../markets/schema";
import { jsonPath, type Problem } from "./problems";

/**
 * Validates every market config. A problem points at the field's key in `markets/<id>.ts` when
 * the file spells it out, else at the file's first line (the value came from the shared defaults).
 */
export function checkMarkets(root: string, list: readonly Market[]): Problem[] {
  const problems: Problem[] = [];
  const ids = new Set<string>();
  for (const market of list) {
    const file = `markets/${market.id}.ts`;
    const text = existsSync(join(root, file)) ? readFileSync(join(root, file), "utf8") : "";
    if (ids.has(market.id)) problems.push({ file, line: 1, column: 1, message: `id: market id ${market.id} is used twice` });
    ids.add(market.id);
    const checked = marketSchema.safeParse(market);
    if (checked.success) continue;
    for (const issue of checked.error.issues) {
      const key = [...issue.path].reverse().find((k): k is string => typeof k === "string");
      problems.push({ file, ...findKey(text, key), message: `${jsonPath(issue.path)}: ${issue.message}` });
    }
  }
  return problems;
}

function findKey(text: string, key: string | undefined): { line: number; column: number } {
  if (!key) return { line: 1, column: 1 };
  const lines = text.split("\n");
  const pattern = new RegExp(`\\b${key}\\s*:`);
  for (const [i, line] of lines.entries()) {
    const match = pattern.exec(line);
    if (match) return { line: i + 1, column: match.index + 1 };
  }
  return { line: 1, column: 1 };
}
