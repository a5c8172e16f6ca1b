import { describe, expect, it } from "vitest";
import { iconNames } from "../../../src/theme/icon-names";
import { accountIcon, chatIcon, iconPaths, mailIcon, phoneIcon } from "../../../src/theme/icons";
import { parsePath, pathBounds } from "./path-data";

/** The most one icon's path may weigh: every page that shows it carries it inline. */
const MAX_ICON_BYTES = 640;

describe("the icon set", () => {
  it("draws every icon name with a path of its own", () => {
    expect(Object.keys(iconPaths).sort()).toEqual([...iconNames].sort());
    expect(new Set(Object.values(iconPaths)).size).toBe(iconNames.length);
  });

  it.each(iconNames)("draws %s with valid path commands only", (name) => {
    const commands = parsePath(iconPaths[name]);
    expect(commands.length).toBeGreaterThan(2);
  });

  it.each(iconNames)("keeps %s inside the 24×24 box and lets it fill most of it", (name) => {
    const [minX, minY, maxX, maxY] = pathBounds(iconPaths[name]);
    expect(Math.min(minX, minY)).toBeGreaterThanOrEqual(0);
    expect(Math.max(maxX, maxY)).toBeLessThanOrEqual(24);
    expect(Math.max(maxX - minX, maxY - minY)).toBeGreaterThanOrEqual(16);
  });

  it.each(iconNames)(`keeps %s under ${MAX_ICON_BYTES} bytes`, (name) => {
    expect(new TextEncoder().encode(iconPaths[name]).length).toBeLessThanOrEqual(MAX_ICON_BYTES);
  });

  it("exports the contact channels' and the account link's paths by name, the same as the table's", () => {
    expect([phoneIcon, mailIcon, chatIcon, accountIcon]).toEqual([iconPaths.phone, iconPaths.mail, iconPaths.chat, iconPaths.account]);
  });
});

describe("the icons' path reader", () => {
  it("refuses what is not path data, a wrong count of numbers and a path without a move", () => {
    expect(() => parsePath("M1 1L2 2<script>")).toThrow(/not path data/);
    expect(() => parsePath("M1 1L2")).toThrow(/L takes 2 numbers/);
    expect(() => parsePath("L1 1")).toThrow(/start with a move/);
    expect(() => parsePath("M1 1X2 2")).toThrow(/not path data/);
  });

  it("follows relative lines and arcs to the box they cover", () => {
    expect(pathBounds("M2 2h4v4H2z")).toEqual([2, 2, 6, 6]);
    const [minX, minY, maxX, maxY] = pathBounds("M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0z");
    expect([minX, minY, maxX, maxY].map((n) => Math.round(n * 100) / 100)).toEqual([2, 2, 22, 22]);
  });
});
