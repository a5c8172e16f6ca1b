import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import type { ChangeReport } from "./change-report";

/** The widths content:report --screenshots shoots at: a phone and a desktop. */
export const SHOT_WIDTHS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;

/** Every page follows prefers-color-scheme (src/theme/global-style.ts), so each is shot in both. */
export const SCHEMES = ["light", "dark"] as const;
export type Scheme = (typeof SCHEMES)[number];

/** One changed page to shoot: its host, path, the locale its visitors' browser has, and its folder name. */
export type Shot = { host: string; path: string; locale: string; folder: string };

/** A path as a folder name: `/` is `start`, `/de/hilfe/` is `de-hilfe`. */
export function folderOf(path: string): string {
  return (
    path
      .replace(/^\/+|\/+$/g, "")
      .replace(/[^\p{L}\p{N}._-]+/gu, "-")
      .replace(/^-+|-+$/g, "") || "start"
  );
}

/** The changed pages of a report, once per host and path; a site part (site.json) adds the start page of each market it reaches. */
export function shotsOf(report: ChangeReport): Shot[] {
  const shots = new Map<string, Shot>();
  const add = (host: string, path: string, locale: string): void => {
    const key = `${host}${path}`;
    if (!shots.has(key)) shots.set(key, { host, path, locale, folder: folderOf(path) });
  };
  for (const { market, page } of report.pages) add(market.host, page.urlPath, market.locale);
  for (const part of report.siteParts) for (const market of part.markets) add(market.host, market.pathPrefix || "/", market.locale);
  return [...shots.values()].sort((a, b) => `${a.host}${a.path}`.localeCompare(`${b.host}${b.path}`));
}

/** How two screenshots differ: the changed pixels and a picture of them (red over a faded copy of `before`). */
export type ImageDiff = { changedPixels: number; totalPixels: number; image: Buffer };

/**
 * Compares two PNGs. Pictures of different heights are compared on the taller canvas, the missing
 * part transparent, so a page that grew counts its new rows as changed.
 */
export function diffPngs(before: Buffer, after: Buffer): ImageDiff {
  const a = PNG.sync.read(before);
  const b = PNG.sync.read(after);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const canvas = (png: PNG): Buffer => {
    if (png.width === width && png.height === height) return png.data;
    const out = new PNG({ width, height });
    PNG.bitblt(png, out, 0, 0, png.width, png.height, 0, 0);
    return out.data;
  };
  const diff = new PNG({ width, height });
  const changedPixels = pixelmatch(canvas(a), canvas(b), diff.data, width, height, { threshold: 0.1 });
  return { changedPixels, totalPixels: width * height, image: PNG.sync.write(diff) };
}

/** What one page's pictures showed: the changed pixels per `<width>-<scheme>`. */
export type ShotResult = { shot: Shot; changed: { name: string; changedPixels: number; totalPixels: number }[] };

const share = (n: number, total: number): string => `${((100 * n) / Math.max(total, 1)).toFixed(2)} %`;

/** The folder's index.md: the pages whose pictures changed, with links to them, then those that did not. */
export function screenshotIndex(results: readonly ShotResult[], since: string): string {
  const changed = results.filter((r) => r.changed.some((c) => c.changedPixels > 0));
  const unchanged = results.filter((r) => !changed.includes(r));
  const link = (r: ShotResult, file: string): string => `[${file.replace(/\.png$/, "")}](${r.shot.host}/${r.shot.folder}/${file})`;
  return [
    `# Pictures of the change since ${since}`,
    "",
    `${results.length} page(s) shot at ${SHOT_WIDTHS.map((w) => `${w.width} px`).join(" and ")}, in the ${SCHEMES.join(" and ")} scheme: ${changed.length} changed, ${unchanged.length} unchanged.`,
    "",
    `## Changed (${changed.length})`,
    ...(changed.length ? [] : ["_none_"]),
    ...changed.flatMap((r) => [
      "",
      `### https://${r.shot.host}${r.shot.path}`,
      "",
      "| picture | changed pixels | before | after | difference |",
      "| --- | --- | --- | --- | --- |",
      ...r.changed.map(
        (c) =>
          `| ${c.name} | ${c.changedPixels} (${share(c.changedPixels, c.totalPixels)}) | ${link(r, `before-${c.name}.png`)} | ${link(r, `after-${c.name}.png`)} | ${link(r, `diff-${c.name}.png`)} |`,
      ),
    ]),
    "",
    `## Unchanged (${unchanged.length})`,
    ...(unchanged.length ? unchanged.map((r) => `- https://${r.shot.host}${r.shot.path}`) : ["_none_"]),
    "",
  ].join("\n");
}
