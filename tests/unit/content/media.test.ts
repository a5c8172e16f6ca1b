// @vitest-environment jsdom
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MEDIA_DIR } from "../../../src/content/media-check";

const dir = join(__dirname, "../../..", MEDIA_DIR);
const files = readdirSync(dir).filter((name) => !name.startsWith("."));

/** The most one drawing may weigh: each is encoded at build time, but the repository keeps them all. */
const MAX_BYTES = 6 * 1024;

/** The proportions a file's name promises (docs/icons-and-images.md): the boxes the site shows it in. */
const PROPORTIONS: [pattern: RegExp, width: number, height: number][] = [
  [/-wide\.svg$/, 1600, 640],
  [/-tall\.svg$/, 375, 400],
  [/^(teaser|branch)-[a-z0-9-]+\.svg$/, 800, 600],
];

/** The elements that could draw something not ours or run something: a raster, a script, foreign markup, a font's text. */
const FORBIDDEN = ["image", "script", "foreignObject", "text", "tspan", "textPath", "font", "iframe", "video", "audio"];

const parse = (name: string): Document => new DOMParser().parseFromString(readFileSync(join(dir, name), "utf8"), "image/svg+xml");

describe("the site's own images in content/_media/", () => {
  it("are all vector drawings whose name says their proportions", () => {
    for (const name of files)
      expect(
        PROPORTIONS.some(([pattern]) => pattern.test(name)),
        name,
      ).toBe(true);
  });

  it.each(files)("%s parses as SVG with a viewBox of its documented proportions", async (name) => {
    const svg = parse(name).documentElement;
    expect(svg.nodeName).toBe("svg");
    expect(svg.getElementsByTagName("parsererror")).toHaveLength(0);
    const [x, y, width, height] = (svg.getAttribute("viewBox") ?? "").split(/[\s,]+/).map(Number);
    const [, w, h] = PROPORTIONS.find(([pattern]) => pattern.test(name)) ?? [];
    expect([x, y]).toEqual([0, 0]);
    expect(width! / height!).toBeCloseTo(w! / h!, 3);
    // The build draws it at the density its own size asks for (src/build/images.ts): that size has the same proportions.
    const meta = await sharp(join(dir, name)).metadata();
    expect(meta.format).toBe("svg");
    expect(meta.width! / meta.height!).toBeCloseTo(w! / h!, 3);
  });

  it.each(files)("%s holds no raster, script, foreign markup, text or outside reference", (name) => {
    const doc = parse(name);
    for (const tag of FORBIDDEN) expect(doc.getElementsByTagName(tag), `<${tag}>`).toHaveLength(0);
    for (const element of doc.getElementsByTagName("*")) {
      for (const { name: attribute, value } of element.attributes) {
        expect(attribute, `${element.nodeName} ${attribute}`).not.toMatch(/^on/i);
        if (/(^|:)href$/.test(attribute)) expect(value, `${element.nodeName} ${attribute}`).toMatch(/^#/);
        expect(value).not.toMatch(/url\(\s*['"]?(?!#)/);
      }
    }
    expect(readFileSync(join(dir, name), "utf8")).not.toMatch(/data:|@import|<!ENTITY/i);
  });

  it.each(files)(`%s stays under ${MAX_BYTES / 1024} KiB`, (name) => {
    expect(statSync(join(dir, name)).size).toBeLessThanOrEqual(MAX_BYTES);
  });
});
