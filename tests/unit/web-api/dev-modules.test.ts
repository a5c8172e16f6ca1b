import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadDevModules } from "../../../src/web-api/build/dev-modules";
import { tempDir } from "../temp-dir";

/** A project root whose dev/entry.ts has `text`, with this project's packages. */
function projectWithEntry(text: string): string {
  const root = tempDir("dev-entry-");
  writeFileSync(join(root, "package.json"), "{}");
  symlinkSync(join(process.cwd(), "node_modules"), join(root, "node_modules"));
  mkdirSync(join(root, "dev"));
  writeFileSync(join(root, "dev", "entry.ts"), text);
  return root;
}

describe("dev/'s one entry for src/", () => {
  it("loads at run time with the fixture API and the local servers' handlers", async () => {
    const modules = loadDevModules();
    const api = modules.createFixtureApi({ faults: false, helpScale: 1 });
    expect((await api.fetch("http://fixture.local/v1/rentaloffers/offers")).status).toBe(200);
    expect(modules.localHandlers(process.cwd()).length).toBeGreaterThan(0);
  });

  it("names the entry and the type it must export when the export is missing", () => {
    const root = projectWithEntry("export const other = {};\n");
    expect(() => loadDevModules(root)).toThrow("dev/entry.ts does not export devModules (src/web-api/build/dev-modules.ts)");
  });

  it("says it needs tsx where devDependencies are not installed", () => {
    const root = tempDir("no-tsx-");
    writeFileSync(join(root, "package.json"), "{}");
    expect(() => loadDevModules(root)).toThrow("dev/entry.ts needs tsx (a devDependency) to load");
  });
});
