import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { splitFinishDigest } from "../../../src/build/split-manifest";
import { digestOf, inputHashes, isCode } from "../../../src/content/build/input-files";
import { fixtureRoot } from "../content/fixture-root";

/** A project with one file of each kind of input. */
const project = (): string =>
  fixtureRoot({
    "content/de/start.json": "{}",
    "src/i18n/messages/de-DE/common.json": "{}",
    "src/components/page.tsx": "export {};",
    "markets/de.ts": "export {};",
    "package-lock.json": "{}",
    "public/webpack.stats.json": "{}",
    "docs/x.md": "no input",
  });

describe("what a warm build compares", () => {
  it("hashes content, code, text bundles, market configs and the lockfile, and nothing else", () => {
    expect([...inputHashes(project()).keys()]).toEqual([
      "content/de/start.json",
      "src/components/page.tsx",
      "src/i18n/messages/de-DE/common.json",
      "markets/de.ts",
      "package-lock.json",
    ]);
  });

  it("counts code and the lockfile as code, content, text bundles and market configs not", () => {
    expect(["src/components/page.tsx", "package-lock.json", "gatsby-node.ts"].every(isCode)).toBe(true);
    expect(["content/de/start.json", "src/i18n/messages/de-DE/common.json", "markets/de.ts"].some(isCode)).toBe(false);
  });

  it("changes the split's finish with a text bundle, a market config, code or the built chunks, not with content", () => {
    const root = project();
    const first = splitFinishDigest(root);
    writeFileSync(join(root, "content/de/start.json"), '{"title":"x"}');
    expect(splitFinishDigest(root)).toBe(first);
    for (const file of ["src/i18n/messages/de-DE/common.json", "markets/de.ts", "src/components/page.tsx", "public/webpack.stats.json"]) {
      const before = splitFinishDigest(root);
      writeFileSync(join(root, file), `${file} changed`);
      expect(splitFinishDigest(root), file).not.toBe(before);
    }
  });

  it("gives one digest for the same inputs, another when one file changes", () => {
    const root = project();
    const digest = digestOf(inputHashes(root));
    expect(digestOf(inputHashes(root))).toBe(digest);
    writeFileSync(join(root, "content/de/start.json"), "{ }");
    expect(digestOf(inputHashes(root))).not.toBe(digest);
  });
});
