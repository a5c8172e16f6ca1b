import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { textLocales } from "../../../markets/schema";
import { cachedBundles } from "../../../src/content/build/bundles-cache";
import { readBundles } from "../../../src/content/text-bundles";
import { fixtureRoot } from "./fixture-root";

const project = (): string =>
  fixtureRoot({
    ...Object.fromEntries(textLocales.map((l) => [`src/i18n/messages/${l}/common.json`, '{ "a.b": "x" }'])),
    "content/de/start.json": "{}",
    "markets/de.ts": "export {};",
    "src/components/page.tsx": "export {};",
  });

const stored = (root: string): string[] => readdirSync(join(root, ".cache", "movanta", "bundles"));

describe("the stored text bundles", () => {
  it("answer as readBundles does", () => {
    const root = project();
    expect(cachedBundles(root)).toEqual(readBundles(root));
    expect(cachedBundles(root)).toEqual(readBundles(root));
  });

  it("are kept through a change of content or of a market config", () => {
    const root = project();
    cachedBundles(root);
    const before = stored(root);
    writeFileSync(join(root, "content/de/start.json"), '{ "title": "x" }');
    writeFileSync(join(root, "markets/de.ts"), "export const x = 1;");
    cachedBundles(root);
    expect(stored(root)).toEqual(before);
  });

  it("are read again after a change of a bundle or of code, keeping only the newest", () => {
    const root = project();
    cachedBundles(root);
    writeFileSync(join(root, "src/i18n/messages/de-DE/common.json"), '{ "a.b": "y" }');
    expect(cachedBundles(root).messages.get("de-DE")?.get("a.b")?.value).toBe("y");
    const afterBundle = stored(root);
    writeFileSync(join(root, "src/components/page.tsx"), "export const y = 2;");
    cachedBundles(root);
    expect(stored(root)).toHaveLength(1);
    expect(stored(root)).not.toEqual(afterBundle);
  });
});
