import { PNG } from "pngjs";
import { markets } from "../../../markets/index";
import { changeReport } from "../../../src/build/change-report";
import { diffPngs, folderOf, screenshotIndex, shotsOf, type ShotResult } from "../../../src/build/change-screenshots";
import { checkProject } from "../../../src/content/check";

const head = checkProject(process.cwd(), markets);

/** A `width`×`height` white PNG with the listed pixels black. */
function png(width: number, height: number, black: [number, number][] = []): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(255);
  for (const [x, y] of black) image.data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return PNG.sync.write(image);
}

describe("the pages a change's pictures show", () => {
  it("shoots only the German host's start page for the German market's own start page", () => {
    const shots = shotsOf(changeReport(["content/de/start.json"], markets, head, head));
    expect(shots).toEqual([{ host: "www.movanta.de", path: "/", locale: "de-DE", folder: "start" }]);
  });

  it("shoots the start page of every German-language market, once per host and path, for the shared German start page", () => {
    const german = markets.filter((m) => m.langAlpha2 === "de");
    const shots = shotsOf(changeReport(["content/_shared/de/pages/start.json"], markets, head, head));
    const expected = [...new Set(german.map((m) => `${m.host}${m.pathPrefix || "/"}`))].sort();
    expect(shots.map((s) => `${s.host}${s.path}`).sort()).toEqual(expected);
  });

  it("shoots the start page of each market a site part reaches", () => {
    const shots = shotsOf(changeReport(["content/_shared/nl/site.json"], markets, head, head));
    const dutch = markets.filter((m) => m.langAlpha2 === "nl");
    expect(shots.map((s) => `${s.host}${s.path}`).sort()).toEqual([...new Set(dutch.map((m) => `${m.host}${m.pathPrefix || "/"}`))].sort());
  });

  it("shoots nothing for a change of the docs", () => {
    expect(shotsOf(changeReport(["docs/pages.md"], markets, head, head))).toEqual([]);
  });

  it("names a page's folder after its path, the start page 'start'", () => {
    expect(folderOf("/")).toBe("start");
    expect(folderOf("/de/hilfe/")).toBe("de-hilfe");
    expect(folderOf("/fr/aide/contact")).toBe("fr-aide-contact");
  });
});

describe("the difference of two pictures", () => {
  it("counts no changed pixel in two equal pictures", () => {
    const diff = diffPngs(png(4, 4, [[1, 1]]), png(4, 4, [[1, 1]]));
    expect(diff.changedPixels).toBe(0);
    expect(diff.totalPixels).toBe(16);
  });

  it("counts exactly the pixels that changed and draws them in a picture of the same size", () => {
    const diff = diffPngs(
      png(4, 4),
      png(4, 4, [
        [0, 0],
        [3, 2],
      ]),
    );
    expect(diff.changedPixels).toBe(2);
    const picture = PNG.sync.read(diff.image);
    expect([picture.width, picture.height]).toEqual([4, 4]);
  });

  it("counts the rows a taller picture adds as changed", () => {
    expect(diffPngs(png(4, 4), png(4, 6)).changedPixels).toBe(8);
  });
});

describe("the index of a change's pictures", () => {
  const result = (host: string, path: string, pixels: number): ShotResult => ({
    shot: { host, path, locale: "de-DE", folder: folderOf(path) },
    changed: [
      { name: "375-light", changedPixels: pixels, totalPixels: 1000 },
      { name: "1440-dark", changedPixels: 0, totalPixels: 1000 },
    ],
  });

  it("lists the changed pages with links to their pictures and the unchanged pages by URL", () => {
    const index = screenshotIndex([result("www.movanta.de", "/", 25), result("www.movanta.at", "/", 0)], "origin/main");
    expect(index).toContain("1 changed, 1 unchanged");
    expect(index).toContain("### https://www.movanta.de/");
    expect(index).toContain(
      "| 375-light | 25 (2.50 %) | [before-375-light](www.movanta.de/start/before-375-light.png) | [after-375-light](www.movanta.de/start/after-375-light.png) | [diff-375-light](www.movanta.de/start/diff-375-light.png) |",
    );
    expect(index).toMatch(/## Unchanged \(1\)\n- https:\/\/www\.movanta\.at\/\n/);
  });

  it("says none changed when no picture differs", () => {
    const index = screenshotIndex([result("www.movanta.de", "/", 0)], "HEAD");
    expect(index).toMatch(/## Changed \(0\)\n_none_/);
  });
});
