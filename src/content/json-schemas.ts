import { z } from "zod";
import { blocksSchema } from "./blocks-schema";
import { navLinkSchema, pageFileSchema } from "./schema";

/** A block whose type is hero, in JSON Schema. */
const heroBlock = { type: "object" as const, properties: { type: { const: "hero" } }, required: ["type"] };

/**
 * The JSON Schemas editors' tools read (VS Code through .vscode/settings.json): generated from the
 * same zod schema content:check validates each file with, so completion, descriptions and squiggles
 * say what the check says. Rules across files (a promotion page's hero, a banner's text when it is
 * shown) and the `{token}` filling are content:check's alone.
 */
export const jsonSchemaFiles = {
  "schemas/page.schema.json": {
    title: "A page file of content/",
    description:
      "content/_shared/<lang>/pages/<name>.json (a language's default page) or content/<market>/<name>.json (a market's own page or its version of one): some or all page fields, merged over the folder's site.json. Generated from src/content/schema.ts by npm run content:schemas.",
  },
  "schemas/site.schema.json": {
    title: "A site file of content/",
    description:
      "content/_shared/<lang>/site.json or content/<market>/site.json: the fields every page of the folder shares (navigation, footer, banner), which a page file may override. Generated from src/content/schema.ts by npm run content:schemas.",
  },
} as const;

export type JsonSchemaFile = keyof typeof jsonSchemaFiles;

/** The text of one schema file, as `npm run content:schemas` writes it (draft-07, which VS Code reads fully). */
export function jsonSchemaText(file: JsonSchemaFile): string {
  const generated = z.toJSONSchema(pageFileSchema, {
    target: "draft-7",
    io: "input",
    // A zod refinement has no JSON Schema of its own: the menu's "a link needs a url", a hero only as
    // the first block and never beside a billboard are written out. "One body block" needs
    // maxContains, which draft-07 lacks: it stays with content:check.
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema === navLinkSchema) {
        jsonSchema.if = { properties: { type: { const: "link" } } };
        jsonSchema.then = { required: ["url"] };
      }
      if (zodSchema === blocksSchema) jsonSchema.allOf = [{ items: [true], additionalItems: { not: heroBlock } }];
      if (zodSchema === pageFileSchema) {
        jsonSchema.if = { properties: { isBillboard: { const: true } }, required: ["isBillboard"] };
        jsonSchema.then = { properties: { blocks: { items: { not: heroBlock } } } };
      }
    },
  });
  const { $schema, ...rest } = generated;
  return `${JSON.stringify({ $schema, ...jsonSchemaFiles[file], ...rest }, null, 2)}\n`;
}
