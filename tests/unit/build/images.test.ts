import type * as ChildProcess from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { buildImage, IMAGE_FOLDER } from "../../../src/build/images";
import { encodeInChild } from "../../../src/build/encode-images";
import { tempDir } from "../temp-dir";

/** Every process the code under test starts, so a test can say where the encoding ran. */
const started = vi.hoisted((): string[][] => []);
vi.mock("node:child_process", async (importOriginal) => {
  const real = await importOriginal<typeof ChildProcess>();
  const spawn = new Proxy(real.spawn, {
    apply(target, self, args: unknown[]) {
      const [command, argv] = args;
      started.push([String(command), ...(Array.isArray(argv) ? argv.map(String) : [])]);
      return Reflect.apply(target, self, args);
    },
  });
  return { ...real, spawn };
});

/** A drawing 200x100 with a mark in its middle, as editors' vector art is. */
const drawing = (colour: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="#224"/><circle cx="100" cy="50" r="20" fill="${colour}"/></svg>`;

/** A project with one source image; answers its path, the public tree and the cache folder. */
function project(name: string, content: string | Buffer): { file: string; publicDir: string; cacheDir: string } {
  const root = tempDir("images-");
  mkdirSync(join(root, "media"));
  const file = join(root, "media", name);
  writeFileSync(file, content);
  return { file, publicDir: join(root, "public"), cacheDir: join(root, "cache") };
}

const built = (publicDir: string): string[] => readdirSync(join(publicDir, IMAGE_FOLDER)).sort();

describe("images built at build time", () => {
  it("writes AVIF and WebP at every width, cropped to the box's proportions, and lists them narrowest first", async () => {
    const { file, publicDir, cacheDir } = project("road.svg", drawing("#f60"));
    const image = await buildImage({ file, width: 40, height: 16, widths: [80, 20, 40] }, publicDir, cacheDir);
    expect(image.width).toBe(40);
    expect(image.height).toBe(16);
    const avif = image.avif.split(", ");
    expect(avif.map((entry) => entry.split(" ")[1])).toEqual(["20w", "40w", "80w"]);
    expect(image.webp.split(", ").map((entry) => entry.split(" ")[1])).toEqual(["20w", "40w", "80w"]);
    expect(image.src).toBe(image.webp.split(", ")[1]?.split(" ")[0]);
    for (const entry of [...avif, ...image.webp.split(", ")]) {
      const [url = "", w = ""] = entry.split(" ");
      expect(url.startsWith(`/${IMAGE_FOLDER}/road-`)).toBe(true);
      const meta = await sharp(join(publicDir, url)).metadata();
      expect(meta.format).toBe(url.endsWith(".avif") ? "heif" : "webp");
      expect(meta.width).toBe(parseInt(w, 10));
      expect(meta.height).toBe(Math.round((parseInt(w, 10) * 16) / 40));
    }
    expect(built(publicDir)).toHaveLength(6);
  });

  it("never enlarges a photo: widths above its own are left out, the narrowest always stays", async () => {
    const photo = await sharp({ create: { width: 60, height: 60, channels: 3, background: "#357" } })
      .png()
      .toBuffer();
    const { file, publicDir, cacheDir } = project("branch.png", photo);
    const fits = await buildImage({ file, width: 40, height: 20, widths: [20, 40, 80] }, publicDir, cacheDir);
    expect(fits.webp.split(", ").map((entry) => entry.split(" ")[1])).toEqual(["20w", "40w"]);
    const small = await buildImage({ file, width: 400, height: 200, widths: [100, 200] }, publicDir, cacheDir);
    expect(small.avif.split(", ").map((entry) => entry.split(" ")[1])).toEqual(["100w"]);
    expect(small.src).toMatch(/-100x50-[0-9a-f]{16}\.webp$/);
  });

  it("names each file after its source and settings, and reuses a variant an earlier run built", async () => {
    const { file, publicDir, cacheDir } = project("road.svg", drawing("#f60"));
    const request = { file, width: 40, height: 16, widths: [40] };
    const first = await buildImage(request, publicDir, cacheDir);
    const [avifName = ""] = readdirSync(cacheDir).filter((f) => f.endsWith(".avif"));
    // What the cache holds is what the next run copies: it does not encode the same variant twice.
    writeFileSync(join(cacheDir, avifName), "cached");
    const again = await buildImage(request, join(publicDir, "..", "next"), cacheDir);
    expect(again).toEqual(first);
    expect(readFileSync(join(publicDir, "..", "next", IMAGE_FOLDER, avifName), "utf8")).toBe("cached");

    writeFileSync(file, drawing("#0a0"));
    const edited = await buildImage(request, publicDir, cacheDir);
    expect(edited.avif).not.toBe(first.avif);
    expect(edited.avif.replace(/-[0-9a-f]{16}\./g, "-x.")).toBe(first.avif.replace(/-[0-9a-f]{16}\./g, "-x."));
  });

  it("encodes in a child process that leaves no native memory behind, and names a source it cannot read", async () => {
    const { file, publicDir, cacheDir } = project("road.svg", drawing("#f60"));
    started.length = 0;
    const image = await buildImage({ file, width: 1600, height: 640, widths: [2400] }, publicDir, cacheDir);
    // Encoding this width in the build's own process grew it by 82 MiB that it kept to its end.
    expect(started).toHaveLength(1);
    expect(started[0]?.[0]).toBe(process.execPath);
    expect(started[0]?.slice(1, 4)).toEqual(["--import", "tsx", join(process.cwd(), "src", "build", "encode-images.ts")]);
    expect(built(publicDir)).toEqual([image.avif.split(" ")[0], image.src].map((url = "") => url.split("/").pop() ?? "").sort());
    const missing = join(cacheDir, "..", "media", "gone.svg");
    await expect(
      encodeInChild([{ source: missing, target: join(cacheDir, "gone.webp"), width: 20, height: 8, format: "webp" }]),
    ).rejects.toThrow(/image encoding ended with code 1: .*gone\.svg/);
  });
});
