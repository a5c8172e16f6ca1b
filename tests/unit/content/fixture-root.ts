import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { tempDir } from "../temp-dir";

/** A throwaway project root holding exactly the given files. */
export function fixtureRoot(files: Record<string, string>): string {
  const root = tempDir("content-");
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** A complete, valid page file; tests replace one line to break it. */
export const validStart = `{
  "template": "start",
  "path": "/",
  "layout": "ibe",
  "title": "Car rental | {brand}",
  "description": "Rent a car.",
  "footer": [{ "links": [{ "title": "Privacy", "url": "{links.privacy}", "target": 0 }] }]
}
`;

export const validNotFound = `{ "template": "not-found", "path": "/404", "layout": "empty", "title": "Not found", "description": "Gone." }
`;

/** A market folder that passes every check. */
export const validMarket = (id: string): Record<string, string> => ({
  [`content/${id}/start.json`]: validStart,
  [`content/${id}/not-found.json`]: validNotFound,
});
