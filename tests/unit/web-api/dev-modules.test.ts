import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadDevModule } from "../../../src/web-api/build/dev-modules";
import { tempDir } from "../temp-dir";

/** A project root whose dev/fixture-api/index.ts has `text`, with this project's packages. */
function projectWithFixture(text: string): string {
  const root = tempDir("dev-entry-");
  writeFileSync(join(root, "package.json"), "{}");
  symlinkSync(join(process.cwd(), "node_modules"), join(root, "node_modules"));
  mkdirSync(join(root, "dev", "fixture-api"), { recursive: true });
  writeFileSync(join(root, "dev", "fixture-api", "index.ts"), text);
  return root;
}

describe("dev/'s typed entries for src/", () => {
  it("load at run time: the fixture API and the local servers' handlers", async () => {
    const api = loadDevModule("fixture").createFixtureApi({ faults: false, helpScale: 1 });
    expect((await api.fetch("http://fixture.local/v1/rentaloffers/offers")).status).toBe(200);
    expect(loadDevModule("localServer").localHandlers(process.cwd()).length).toBeGreaterThan(0);
  });

  it("name the entry and the type it must export when the export is missing", () => {
    const root = projectWithFixture("export const createFixtureApi = () => ({});\n");
    expect(() => loadDevModule("fixture", root)).toThrow(
      'dev/fixture-api/index.ts does not export devModule (DevModules["fixture"], src/web-api/build/dev-modules.ts)',
    );
  });

  it("say they need tsx where devDependencies are not installed", () => {
    const root = tempDir("no-tsx-");
    writeFileSync(join(root, "package.json"), "{}");
    expect(() => loadDevModule("localServer", root)).toThrow("dev/dev-server.ts needs tsx (a devDependency) to load");
  });
});
