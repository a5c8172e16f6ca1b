import { brotliCompressSync, constants } from "node:zlib";
import type { Page, Response } from "@playwright/test";

/** Who ships a script: the site's build, a separately deployed runtime app (`/apps/…`), or a third party's host. */
export type ScriptOwner = "site" | "runtime app" | "third party";

/** One script the page downloaded: its address (path on the page's own host), owner and Brotli size. */
export type ScriptDownload = { url: string; owner: ScriptOwner; brotliBytes: number };

/** The site's JavaScript budgets by network idle, KiB Brotli as nginx serves the build's twins (issue 45). */
export const TRANSFER_BUDGET_KIB = { start: 90, other: 100 } as const;

/**
 * Brotli at quality 11, as the build writes the twins of its hashed bundles (src/build/compress.ts) and
 * nginx serves them (`brotli_static`). Measured on the body, not on the wire: the local server serves
 * the demo apps uncompressed, and Chromium asks for Brotli over https only.
 */
const brotliBytes = (body: Buffer): number =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).length;

const isScript = (response: Response): boolean =>
  response.request().resourceType() === "script" || /javascript/.test(response.headers()["content-type"] ?? "");

function ownerOf(url: URL, pageHost: string): ScriptOwner {
  if (url.host !== pageHost) return "third party";
  return url.pathname.startsWith("/apps/") ? "runtime app" : "site";
}

/**
 * Opens `url` in `page` (a fresh context: first visit, no consent answered) and lists every script it
 * downloaded by network idle with its app slots at rest, the consent banner's, the runtime-app
 * runner's and the apps' included; not the prefetched code of other pages.
 */
export async function scriptsByNetworkIdle(page: Page, url: string): Promise<ScriptDownload[]> {
  const pageHost = new URL(url).host;
  const pending: Promise<ScriptDownload | undefined>[] = [];
  page.on("response", (response) => {
    if (!isScript(response) || response.status() !== 200) return;
    const address = new URL(response.url());
    // A prefetched script's body is not kept by the browser: the same file again, from the server.
    const body = response.body().then(async (kept) => (kept.length > 0 ? kept : (await page.context().request.get(response.url())).body()));
    pending.push(
      body.then(
        (body) => ({
          url: address.host === pageHost ? address.pathname : `${address.host}${address.pathname}`,
          owner: ownerOf(address, pageHost),
          brotliBytes: brotliBytes(body),
        }),
        () => undefined,
      ),
    );
  });
  // Gatsby prefetches the code of the pages the visible links lead to, in batches 3 s apart: the next
  // page's, at a time that varies with the machine's speed. Data saver, which the prefetch policy
  // honours (prefetch-policy.ts, Gatsby's loader), keeps it out of this page's figure.
  await page.addInitScript(() =>
    Object.defineProperty(navigator, "connection", { configurable: true, value: { effectiveType: "4g", saveData: true } }),
  );
  await page.goto(url, { waitUntil: "networkidle" });
  // Hydration can keep the network quiet long enough to count as idle before the runtime apps start:
  // the first view ends once every app slot rests (mounted, failed, or waiting below the first screen
  // for the visitor to come near) and the network is idle again.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll("[data-app-slot]")].every((slot) =>
        ["MOUNTED", "LOAD_ERROR", "BROKEN", "WAITING"].includes(slot.getAttribute("data-app-status") ?? ""),
      ),
    undefined,
    { polling: 100, timeout: 30_000 },
  );
  await page.waitForLoadState("networkidle");
  const downloads = (await Promise.all(pending)).filter((d): d is ScriptDownload => d !== undefined);
  return downloads.sort((a, b) => b.brotliBytes - a.brotliBytes);
}

/** KiB of the downloads of one owner. */
export const kibOf = (downloads: readonly ScriptDownload[], owner: ScriptOwner): number =>
  downloads.filter((d) => d.owner === owner).reduce((sum, d) => sum + d.brotliBytes, 0) / 1024;
