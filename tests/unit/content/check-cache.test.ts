import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { markets } from "../../../markets/index";
import { cachedCheckProject } from "../../../src/content/build/check-cache";
import { checkProject } from "../../../src/content/check";
import { fixtureRoot } from "./fixture-root";

const de = markets.filter((m) => m.id === "de");

describe("the stored project check", () => {
  it("answers as checkProject does, and again after a content file changed, keeping only the newest answer", () => {
    const root = fixtureRoot({ "content/de/start.json": "{ broken" });
    expect(cachedCheckProject(root, markets, de).problems).toEqual(checkProject(root, markets, de).problems);
    writeFileSync(join(root, "content/de/start.json"), '{ "template": "start" }');
    const after = cachedCheckProject(root, markets, de).problems;
    expect(after).toEqual(checkProject(root, markets, de).problems);
    expect(after.map((p) => p.message)).not.toEqual(
      checkProject(fixtureRoot({ "content/de/start.json": "{ broken" }), markets, de).problems.map((p) => p.message),
    );
    expect(readdirSync(join(root, ".cache", "movanta", "project-check"))).toHaveLength(1);
  });
});
