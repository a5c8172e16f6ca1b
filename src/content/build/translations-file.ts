import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { parseJsonSource, problemAt, type JsonSource } from "../json-source";
import type { Problem } from "../problems";

/** Where the source languages and the review marks live, relative to the project's root. */
export const translationsFile = "content/translations.json";

const commitHash = z
  .string()
  .regex(/^[0-9a-f]{7,40}$/, "expected a commit hash: 7 to 40 hex digits, as content:translations prints it")
  .describe("The source's commit the translation was checked against (content:translations names the source's newest)");

/** The file's shape: what editors declare about translations beside the content. */
export const translationsFileSchema = z.strictObject({
  sources: z
    .record(z.string(), z.string().min(2))
    .default({})
    .describe(
      'The language a file or every file of a folder is translated from, when it is not English (en for content/, en-US for text bundles): "content/ch-fr/": "de"; the longest matching path wins',
    ),
  reviewed: z
    .record(z.string(), commitHash)
    .default({})
    .describe(
      'Translations checked against their source as of a commit, though not changed since: "content/_shared/da/pages/plus.json": "<commit>"',
    ),
});

export type TranslationsConfig = z.infer<typeof translationsFileSchema>;

/** The parsed file, its source (for locating problems later), and its problems of syntax and shape. */
export type TranslationsFile = { config: TranslationsConfig; source?: JsonSource; problems: Problem[] };

/** Reads content/translations.json under `root`; a missing file declares nothing. */
export function readTranslationsFile(root: string): TranslationsFile {
  const empty: TranslationsConfig = { sources: {}, reviewed: {} };
  const path = join(root, translationsFile);
  if (!existsSync(path)) return { config: empty, problems: [] };
  const parsed = parseJsonSource(translationsFile, readFileSync(path, "utf8"));
  if (!parsed.source) return { config: empty, problems: parsed.problems };
  const checked = translationsFileSchema.safeParse(parsed.source.value);
  if (checked.success) return { config: checked.data, source: parsed.source, problems: parsed.problems };
  const source = parsed.source;
  return {
    config: empty,
    source,
    problems: [...parsed.problems, ...checked.error.issues.map((i) => problemAt(source, i.path, i.message))],
  };
}

/** A problem at one entry of the file (its line when the file was read, else its first line). */
export function problemAtEntry(file: TranslationsFile, path: readonly string[], message: string): Problem {
  if (file.source) return problemAt(file.source, path, message);
  return { file: translationsFile, line: 1, column: 1, message: `${path.join(".")}: ${message}` };
}
