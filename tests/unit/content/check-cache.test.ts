import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { markets } from "../../../markets/index";
import { cachedCheckProject } from "../../../src/content/build/check-cache";
import { checkProject } from "../../../src/content/check";
import { fixtureRoot, validMarket } from "./fixture-root";

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

  it("shares an answer between build times on one side of every publishing date, and checks again once a date passed", () => {
    const gb = markets.filter((m) => m.id === "gb");
    const root = fixtureRoot({
      ...validMarket("gb"),
      "content/gb/winter.json": `{ "template": "editorial", "path": "/winter", "layout": "default", "title": "Winter", "description": "Deals.", "publishFrom": "2026-12-02T00:00:00Z" }\n`,
    });
    const names = (at: string) =>
      cachedCheckProject(root, markets, gb, new Date(at))
        .pages.get("gb")
        ?.map((p) => p.name);
    expect(names("2026-11-28T10:00:00Z")).toEqual(["not-found", "start"]);
    expect(names("2026-12-01T23:59:59Z")).toEqual(["not-found", "start"]);
    expect(readdirSync(join(root, ".cache", "movanta", "project-check"))).toHaveLength(1);
    expect(names("2026-12-02T00:00:00Z")).toEqual(["not-found", "start", "winter"]);
    expect(cachedCheckProject(root, markets, gb, new Date("2026-12-03T00:00:00Z")).at.toISOString()).toBe("2026-12-03T00:00:00.000Z");
  });
});
