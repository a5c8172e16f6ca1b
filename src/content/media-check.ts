import { existsSync } from "node:fs";
import { join } from "node:path";
import { problemAt, type JsonSource } from "./json-source";
import type { PageFile } from "./schema";
import type { Problem } from "./problems";

/** Where the site's own images live: editors add a file here and name it in a page (`billboard.desktop`). */
export const MEDIA_DIR = join("content", "_media");

/** Each image a content file names must be in content/_media/; a missing one is a problem at its field. */
export function checkMediaFields(root: string, source: JsonSource, { billboard }: PageFile): Problem[] {
  if (!billboard) return [];
  return (["desktop", "mobile"] as const)
    .filter((side) => !existsSync(join(root, MEDIA_DIR, billboard[side])))
    .map((side) =>
      problemAt(source, ["billboard", side], `${MEDIA_DIR}/${billboard[side]} does not exist: add the image there or name one that does`),
    );
}
