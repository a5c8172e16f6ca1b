/**
 * content:report --screenshots (scripts/content-report.ts): builds the markets a change reaches as
 * they were at the change's base and as they are now, shoots each changed page at 375 and 1440 px in
 * the light and dark scheme, and writes before/after/diff pictures and index.md into
 * content-report/screenshots/. Both builds run in one temporary git worktree, so the user's working
 * tree is never touched and the second build reuses the first one's Gatsby cache.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import type { ChangeReport } from "../src/build/change-report";
import { diffPngs, SCHEMES, screenshotIndex, SHOT_WIDTHS, shotsOf, type Shot, type ShotResult } from "../src/build/change-screenshots";
import { CONSENT_COOKIE, POLICY_VERSION } from "../src/services/consent/state";

const root = process.cwd();
const port = process.env.PORT ?? "9701";
const log = (line: string): void => console.error(`content:report: ${line}`);

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { cwd, stdio: ["ignore", 2, 2], env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} ended with ${result.status ?? result.signal}`);
}

/** build:all of the given markets in `cwd`, with the fixture API unless API_BASE is set; returns its seconds. */
function build(cwd: string, ids: readonly string[]): number {
  const started = performance.now();
  run("npm", ["run", "-s", "build:all"], cwd, { MARKETS: ids.join(","), API_BASE: process.env.API_BASE ?? "fixture" });
  return Math.round((performance.now() - started) / 1000);
}

/** This repository's local server over `cwd`'s dist/, resolved once it listens. */
async function serve(cwd: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["--import", "tsx", join(root, "dev", "server.ts")], {
    cwd,
    env: { ...process.env, PORT: port },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((ready, fail) => {
    server.stdout?.once("data", () => {
      server.stdout?.resume();
      ready();
    });
    server.once("exit", (code) => fail(new Error(`the local server ended with ${code}`)));
  });
  return server;
}

const pictureName = (width: number, scheme: string): string => `${width}-${scheme}`;

/** Shoots every page at every width and scheme into `<out>/<host>/<folder>/<stage>-<width>-<scheme>.png`. */
async function shoot(browser: Browser, shots: readonly Shot[], out: string, stage: "before" | "after"): Promise<void> {
  for (const shot of shots)
    for (const viewport of SHOT_WIDTHS)
      for (const colorScheme of SCHEMES) {
        const context = await browser.newContext({ viewport, locale: shot.locale, colorScheme, serviceWorkers: "block" });
        await context.addCookies([{ name: CONSENT_COOKIE, value: `${POLICY_VERSION}.essential`, domain: shot.host, path: "/" }]);
        const page = await context.newPage();
        // Production trees load their apps and API from the production hosts: the local server has both.
        for (const [remote, path] of [
          ["https://apps.movanta.example", "/apps"],
          ["https://api.movanta.example", "/api"],
        ] as const)
          await page.route(`${remote}/**`, async (route) =>
            route.fulfill({
              response: await route.fetch({ url: route.request().url().replace(remote, `http://localhost:${port}${path}`) }),
            }),
          );
        await page.goto(`http://${shot.host}:${port}${shot.path}`, { waitUntil: "networkidle" });
        // A whole-page picture shows images below the fold, which load lazily: load them all first.
        await page.evaluate(async () => {
          const images = [...document.images];
          for (const image of images) image.loading = "eager";
          await Promise.all(images.map(async (image) => image.decode().catch(() => undefined)));
        });
        const file = join(out, shot.host, shot.folder, `${stage}-${pictureName(viewport.width, colorScheme)}.png`);
        mkdirSync(dirname(file), { recursive: true });
        await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
        await context.close();
      }
}

/** Brings the worktree to the working tree's state of the changed files (a deleted file is deleted). */
function applyChange(worktree: string, files: readonly string[]): void {
  for (const file of files) {
    const target = join(worktree, file);
    if (existsSync(join(root, file))) {
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(join(root, file), target);
    } else rmSync(target, { force: true });
  }
}

/** The whole run; returns the Markdown lines for the report (the index lives beside the pictures). */
export async function changeScreenshots(report: ChangeReport, base: string, since: string): Promise<string> {
  const shots = shotsOf(report);
  const ids = [...new Set(report.hosts.flatMap((h) => h.markets.map((m) => m.id)))];
  const out = join(root, "content-report", "screenshots");
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  if (!shots.length) {
    writeFileSync(join(out, "index.md"), screenshotIndex([], since));
    return "### Pictures of the change\n_no changed page to shoot_";
  }
  const worktree = join(tmpdir(), `content-report-build-${process.pid}`);
  const started = performance.now();
  let server: ChildProcess | undefined;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--host-resolver-rules=MAP * 127.0.0.1, EXCLUDE localhost"],
  });
  try {
    run("git", ["worktree", "add", "--detach", "--quiet", worktree, base], root);
    symlinkSync(join(root, "node_modules"), join(worktree, "node_modules"));
    log(`building ${ids.join(", ")} as of ${base.slice(0, 10)} in ${worktree}`);
    const coldSeconds = build(worktree, ids);
    server = await serve(worktree);
    await shoot(browser, shots, out, "before");
    server.kill();
    applyChange(worktree, report.files);
    log(`building ${ids.join(", ")} with the change (Gatsby's cache of the first build is kept)`);
    const warmSeconds = build(worktree, ids);
    server = await serve(worktree);
    await shoot(browser, shots, out, "after");
    const results: ShotResult[] = shots.map((shot) => ({
      shot,
      changed: SHOT_WIDTHS.flatMap(({ width }) =>
        SCHEMES.map((scheme) => {
          const name = pictureName(width, scheme);
          const folder = join(out, shot.host, shot.folder);
          const diff = diffPngs(readFileSync(join(folder, `before-${name}.png`)), readFileSync(join(folder, `after-${name}.png`)));
          writeFileSync(join(folder, `diff-${name}.png`), diff.image);
          return { name, changedPixels: diff.changedPixels, totalPixels: diff.totalPixels };
        }),
      ),
    }));
    const index = screenshotIndex(results, since);
    writeFileSync(join(out, "index.md"), index);
    const total = Math.round((performance.now() - started) / 1000);
    log(`builds ${coldSeconds} s and ${warmSeconds} s, ${total} s in all; pictures in content-report/screenshots/`);
    const changed = results.filter((r) => r.changed.some((c) => c.changedPixels > 0)).length;
    return [
      "### Pictures of the change",
      `${results.length} page(s) shot, ${changed} changed, ${results.length - changed} unchanged: content-report/screenshots/index.md.`,
    ].join("\n");
  } finally {
    server?.kill();
    await browser.close();
    spawnSync("git", ["worktree", "remove", "--force", worktree], { cwd: root, stdio: "ignore" });
    rmSync(worktree, { recursive: true, force: true });
  }
}
