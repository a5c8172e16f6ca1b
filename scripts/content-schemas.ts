/**
 * `npm run content:schemas`: writes the JSON Schemas of content files (schemas/*.schema.json) from the
 * zod schema in src/content/schema.ts. A unit test fails while they differ from it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { jsonSchemaFiles, jsonSchemaText, type JsonSchemaFile } from "../src/content/json-schemas";

for (const file of Object.keys(jsonSchemaFiles) as JsonSchemaFile[]) {
  const target = join(process.cwd(), file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, jsonSchemaText(file));
  console.log(`content:schemas: wrote ${file}`);
}
