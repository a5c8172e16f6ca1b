import { existsSync } from "node:fs";
import { join } from "node:path";
import { problemAt, type JsonSource } from "./json-source";
import type { PageFile } from "./schema";
import type { Problem } from "./problems";

/** Where the site's own images live: editors add a file here and name it in a page (`billboard.desktop`). */
export const MEDIA_DIR = join("content", "_media");

/** Each image a content file names must be in content/_media/; a missing one is a problem at its field. */
export function checkMediaFields(root: string, source: JsonSource, value: PageFile): Problem[] {
  const named = value.billboard
    ? (["desktop", "mobile"] as const).map((side) => ({ path: ["billboard", side], file: value.billboard?.[side] ?? "" }))
    : [];
  return named
    .filter(({ file }) => !existsSync(join(root, MEDIA_DIR, file)))
    .map(({ path, file }) => problemAt(source, path, `${MEDIA_DIR}/${file} does not exist: add the image there or name one that does`));
}
