import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { ContentPage } from "./load";

/**
 * Pages a build makes from the web API rather than from content files: the help centres' categories,
 * sections and articles, and the branch finder's city pages.
 */
export type MadePagesKind = "help" | "city";

/**
 * Where createPages leaves the pages it made from the API, by market id, for onPostBuild's sitemaps and
 * hreflang sets: a file, so the two steps share no module state.
 */
export const madePagesFile = (root: string, kind: MadePagesKind): string => join(root, ".cache", `made-pages.${kind}.json`);

/** Writes the pages of one kind this build made, by market id. */
export function writeMadePages(root: string, kind: MadePagesKind, made: ReadonlyMap<string, readonly ContentPage[]>): void {
  const file = madePagesFile(root, kind);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(Object.fromEntries(made)));
}

/** The pages of one kind this build made, by market id; none before createPages has written them. */
export function readMadePages(root: string, kind: MadePagesKind): ReadonlyMap<string, readonly ContentPage[]> {
  const file = madePagesFile(root, kind);
  if (!existsSync(file)) return new Map();
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (parsed === null || typeof parsed !== "object") throw new Error(`${file}: not a list of made pages`);
  return new Map(Object.entries(parsed).map(([id, pages]) => [id, Array.isArray(pages) ? pages.filter(isContentPage) : []]));
}

/** A page of the file: the fields the sitemaps and hreflang sets read, checked at the file boundary. */
const isContentPage = (value: unknown): value is ContentPage =>
  value !== null &&
  typeof value === "object" &&
  "urlPath" in value &&
  typeof value.urlPath === "string" &&
  "content" in value &&
  "name" in value &&
  typeof value.name === "string";
