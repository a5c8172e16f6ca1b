import { existsSync } from "node:fs";
import { join } from "node:path";
import { problemAt, type JsonSource } from "./json-source";
import type { PageFile } from "./schema";
import type { Problem } from "./problems";

/** Where the site's own images live: editors add a file here and name it in a page (`billboard.desktop`). */
export const MEDIA_DIR = join("content", "_media");

/** A media file a page names, and the path of the field that names it. */
type MediaField = { path: (string | number)[]; file: string };

/** Every image a page file names: its billboard's, its hero's, its teasers' and its image-text blocks'. */
export function mediaFieldsOf({ billboard, blocks = [] }: PageFile): MediaField[] {
  const fields: MediaField[] = billboard
    ? (["desktop", "mobile"] as const).map((side) => ({ path: ["billboard", side], file: billboard[side] }))
    : [];
  blocks.forEach((block, i) => {
    if (block.type === "hero")
      fields.push(...(["desktop", "mobile"] as const).map((side) => ({ path: ["blocks", i, "image", side], file: block.image[side] })));
    if (block.type === "image-text") fields.push({ path: ["blocks", i, "image"], file: block.image });
    if (block.type === "product-lines")
      block.items.forEach((item, j) => item.image && fields.push({ path: ["blocks", i, "items", j, "image"], file: item.image }));
  });
  return fields;
}

/** Each image a content file names must be in content/_media/; a missing one is a problem at its field. */
export function checkMediaFields(root: string, source: JsonSource, file: PageFile): Problem[] {
  return mediaFieldsOf(file)
    .filter(({ file: name }) => !existsSync(join(root, MEDIA_DIR, name)))
    .map(({ path, file: name }) =>
      problemAt(source, path, `${MEDIA_DIR}/${name} does not exist: add the image there or name one that does`),
    );
}
