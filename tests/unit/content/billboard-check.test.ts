import { markets } from "../../../markets/index";
import { checkProject } from "../../../src/content/check";
import { formatProblem } from "../../../src/content/problems";
import { fixtureRoot, validMarket, validStart } from "./fixture-root";

const gb = markets.find((m) => m.id === "gb");
if (!gb) throw new Error("the gb market is missing");

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="8"/>';
const images = { "content/_media/wide.svg": svg, "content/_media/tall.svg": svg };

/** The start page with the given lines added after its layout, and content:check's lines for it. */
function linesFor(added: string, files: Record<string, string> = images): string[] {
  const start = validStart.replace('"layout": "ibe",', `"layout": "ibe",\n${added}`);
  const root = fixtureRoot({ ...validMarket("gb"), "content/gb/start.json": start, ...files });
  return checkProject(root, markets, [gb!])
    .problems.map(formatProblem)
    .filter((l) => !l.startsWith("content/gb:"));
}

const billboard = '"billboard": { "desktop": "wide.svg", "mobile": "tall.svg", "alt": "A car on a road" },';

describe("content:check on a page's billboard", () => {
  it("accepts a billboard whose images are in content/_media/, and takes _media for no market folder", () => {
    expect(linesFor(`  "isBillboard": true,\n  ${billboard}`)).toEqual([]);
  });

  it("needs the billboard's images and alt when isBillboard is true", () => {
    expect(linesFor('  "isBillboard": true,')).toEqual([
      "content/gb/start.json:1:1: billboard: billboard is required when isBillboard is true: its desktop and mobile images and their alt text",
    ]);
  });

  it("names each image that is not in content/_media/, at its field", () => {
    expect(linesFor(`  "isBillboard": true,\n  ${billboard}`, { "content/_media/wide.svg": svg })).toEqual([
      "content/gb/start.json:6:51: billboard.mobile: content/_media/tall.svg does not exist: add the image there or name one that does",
    ]);
  });

  it("refuses a file name that is not a lower-case image name", () => {
    expect(linesFor(`  "isBillboard": true,\n  ${billboard.replace("tall.svg", "../Tall.gif")}`)).toEqual([
      "content/gb/start.json:6:51: billboard.mobile: expected a file name in content/_media/ such as road-trip.svg (lower case, svg, png, jpg or webp)",
    ]);
  });

  it("refuses isBillboard on a layout that shows no billboard", () => {
    const start = validStart.replace('"layout": "ibe",', `"layout": "zen",\n  "isBillboard": true,\n  ${billboard}`);
    const root = fixtureRoot({ ...validMarket("gb"), "content/gb/start.json": start, ...images });
    expect(
      checkProject(root, markets, [gb!])
        .problems.map(formatProblem)
        .filter((l) => !l.startsWith("content/gb:")),
    ).toEqual(["content/gb/start.json:5:18: isBillboard: the zen layout shows no billboard (layouts with one: ibe)"]);
  });
});
