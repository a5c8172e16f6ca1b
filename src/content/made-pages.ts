import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { templates } from "./schema";
import type { PageAddress } from "./load";

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

/**
 * Writes the pages of one kind this build made, by market id: only their addresses. With their content
 * (each help article's body and its frame's fields) the file was 90 MB at ten times the help
 * articles, and parsing it in onPostBuild, beside Gatsby's state, ran the build out of memory.
 */
export function writeMadePages(root: string, kind: MadePagesKind, made: ReadonlyMap<string, readonly PageAddress[]>): void {
  const file = madePagesFile(root, kind);
  mkdirSync(dirname(file), { recursive: true });
  const addresses = [...made].map(([id, pages]) => [id, pages.map(addressOf)] as const);
  writeFileSync(file, JSON.stringify(Object.fromEntries(addresses)));
}

const addressOf = ({ name, urlPath, content: { template, path } }: PageAddress): PageAddress => ({
  name,
  urlPath,
  content: { template, path },
});

/** The pages of one kind this build made, by market id; none before createPages has written them. */
export function readMadePages(root: string, kind: MadePagesKind): ReadonlyMap<string, readonly PageAddress[]> {
  const file = madePagesFile(root, kind);
  if (!existsSync(file)) return new Map();
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (parsed === null || typeof parsed !== "object") throw new Error(`${file}: not a list of made pages`);
  return new Map(Object.entries(parsed).map(([id, pages]) => [id, Array.isArray(pages) ? pages.filter(isPageAddress) : []]));
}

/** A page of the file: the fields the sitemaps and hreflang sets read, checked at the file boundary. */
const isPageAddress = (value: unknown): value is PageAddress =>
  value !== null &&
  typeof value === "object" &&
  "urlPath" in value &&
  typeof value.urlPath === "string" &&
  "name" in value &&
  typeof value.name === "string" &&
  "content" in value &&
  value.content !== null &&
  typeof value.content === "object" &&
  "path" in value.content &&
  typeof value.content.path === "string" &&
  "template" in value.content &&
  (templates as readonly unknown[]).includes(value.content.template);
