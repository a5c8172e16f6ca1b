import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/** What to bundle: an entry's source, where its imports resolve from, and what stays outside. */
export type BundleEntry = { contents: string; resolveDir: string; loader: "ts" | "tsx"; external?: string[] };

/**
 * Minified, gzipped size in KiB of a module graph bundled for the browser, as webpack would ship it;
 * the benches of the web-API client and the runtime-app loader hold their budgets with it.
 */
export async function bundleGzipKiB({ contents, resolveDir, loader, external = [] }: BundleEntry): Promise<number> {
  const result = await build({
    stdin: { contents, resolveDir, loader },
    bundle: true,
    minify: true,
    write: false,
    format: "esm",
    platform: "browser",
    target: "es2020",
    jsx: "automatic",
    external,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return gzipSync(code, { level: 9 }).length / 1024;
}
