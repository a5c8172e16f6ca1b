import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { basename, extname, join } from "node:path";
import sharp from "sharp";
import { encodeInChild, FORMATS, type EncodeJob, type Format } from "./encode-images";
import { BILLBOARD } from "../components/billboard/boxes";
import type { BillboardContent } from "../content/schema";
import type { BillboardImage, BuiltImage } from "../page-context/built-image";

/** Where encoded variants stay between builds, from the project's root (npm run bench's cold builds clear it). */
export const IMAGE_CACHE = join("node_modules", ".cache", "site-images");

/** Where built images go in a tree: under static/, which every cache may keep a year (src/build/caching.ts). */
export const IMAGE_FOLDER = "static/media";

/** One image shown in a box of `width`×`height` CSS pixels, built at each of `widths` (pixel widths of the file). */
export type ImageRequest = { file: string; width: number; height: number; widths: readonly number[] };

/**
 * Builds one image into the tree at `publicDir` as AVIF and WebP at the requested widths, cropped to
 * the box's proportions (the middle stays), and answers its srcset lists. A vector source is drawn at
 * each width; a raster one is never enlarged (widths above its own are left out, the narrowest stays).
 * Each variant's name carries a digest of the source and the settings; a variant already built by an
 * earlier run is copied from the cache folder instead of encoded again. The encoding runs in a child
 * process (encode-images.ts): the encoders' native memory stays in a process until it ends, about
 * 600 MiB for one billboard, which a build's own process would carry to its end.
 */
export async function buildImage(request: ImageRequest, publicDir: string, cacheDir: string): Promise<BuiltImage> {
  const source = readFileSync(request.file);
  const meta = await sharp(source).metadata();
  const own = { width: meta.width ?? 0, height: meta.height ?? 0 };
  const vector = meta.format === "svg";
  const heightAt = (w: number): number => Math.round((w * request.height) / request.width);
  const sorted = [...request.widths].sort((a, b) => a - b);
  const widths = vector ? sorted : sorted.filter((w, i) => i === 0 || (w <= own.width && heightAt(w) <= own.height));
  const digest = createHash("sha256")
    .update(source)
    .update(JSON.stringify({ box: [request.width, request.height], FORMATS, sharp: sharp.versions.sharp }))
    .digest("hex")
    .slice(0, 16);
  const stem = basename(request.file, extname(request.file));
  const out = join(publicDir, IMAGE_FOLDER);
  mkdirSync(out, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });

  const urls: Record<Format, Map<number, string>> = { avif: new Map(), webp: new Map() };
  const jobs: EncodeJob[] = [];
  const copies: [from: string, to: string][] = [];
  for (const w of widths) {
    const h = heightAt(w);
    for (const format of Object.keys(FORMATS) as Format[]) {
      const name = `${stem}-${w}x${h}-${digest}.${format}`;
      const cached = join(cacheDir, name);
      // A vector source is drawn at the density that makes it cover the box at this width.
      const density = vector ? Math.ceil(72 * Math.max(w / own.width, h / own.height)) : undefined;
      if (!existsSync(cached)) jobs.push({ source: request.file, target: cached, width: w, height: h, format, density });
      copies.push([cached, join(out, name)]);
      urls[format].set(w, `/${IMAGE_FOLDER}/${name}`);
    }
  }
  if (jobs.length > 0) await encodeInChild(jobs);
  for (const [from, to] of copies) copyFileSync(from, to);
  const srcset = (format: Format): string => [...urls[format]].map(([w, url]) => `${url} ${w}w`).join(", ");
  const nearest = widths.find((w) => w >= request.width) ?? widths[widths.length - 1] ?? request.width;
  return { width: request.width, height: request.height, avif: srcset("avif"), webp: srcset("webp"), src: urls.webp.get(nearest) ?? "" };
}

/** A page's billboard (content `billboard`), its images in content/_media/ built at the billboard's boxes. */
export async function buildBillboard(
  billboard: BillboardContent,
  mediaDir: string,
  publicDir: string,
  cacheDir: string,
): Promise<BillboardImage> {
  const build = (side: "desktop" | "mobile"): Promise<BuiltImage> =>
    buildImage({ file: join(mediaDir, billboard[side]), ...BILLBOARD[side] }, publicDir, cacheDir);
  const [desktop, mobile] = await Promise.all([build("desktop"), build("mobile")]);
  return { desktop, mobile, alt: billboard.alt };
}
