import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { Page } from "@playwright/test";
import { DEFAULT_MARKET_ID, markets } from "../../markets/index";
import { buildTarget } from "../../src/build/build-target";
import { checkProject } from "../../src/content/check";
import { formatProblem } from "../../src/content/problems";
import { expect, test } from "../e2e/fixtures";

/**
 * `npm run dev` as an editor uses it (README, "See it as you write"): it serves the default market,
 * an edited title reaches the open page without a restart, and a broken file shows its content:check
 * lines over the last good page until it is fixed. Run with `npm run test:dev` (playwright.dev.config.ts).
 * The figures (start-up and each reload after a save) are printed and kept as annotations.
 */

const port = Number(process.env.PORT ?? 8000);
const root = process.cwd();
/** The default market's own start-page file: edited by the tests, put back after each. */
const startFile = join("content", DEFAULT_MARKET_ID, "start.json");
const original = readFileSync(join(root, startFile), "utf8");
/** The text bundle of the start page's consent question, and its title there. */
const bundleFile = join("src", "i18n", "messages", "en-US", "screens.json");
const originalBundle = readFileSync(join(root, bundleFile), "utf8");
const consentTitle = "We value your privacy";
/** Room for Gatsby to make the pages again on a loaded machine; never a check of its speed. */
const room = { timeout: 90_000 };

// One development server for the file's tests, started once: they run in order.
test.describe.configure({ mode: "default" });

let dev: ChildProcess;
let startedAt = 0;
const output: string[] = [];

/** Keeps a figure in the report and prints it. */
function figure(name: string, ms: number): void {
  const text = `${name}: ${(ms / 1000).toFixed(1)} s (load average ${loadavg()[0]?.toFixed(1)})`;
  test.info().annotations.push({ type: "figure", description: text });
  console.log(`dev-preview ${text}`);
}

/** The start-page file with a change made to its text. */
const edited = (change: (text: string) => string): string => change(original);
const withTitle = (title: string): string => edited((text) => text.replace("{\n", `{\n  "title": ${JSON.stringify(title)},\n`));

/** What content:check says about the project as it is now, for the markets the server previews. */
function expectedLines(): string[] {
  const target = buildTarget(process.env);
  if ("error" in target) throw new Error(target.error);
  return checkProject(root, markets, target.markets).problems.map(formatProblem);
}

/** Writes the start-page file and measures until the page shows what `shown` waits for. */
async function saveAndSee(name: string, text: string, shown: () => Promise<void>): Promise<void> {
  const saved = Date.now();
  writeFileSync(join(root, startFile), text);
  await shown();
  figure(name, Date.now() - saved);
}

/** The overlay of content problems. */
const problemsOverlay = (page: Page) => page.getByRole("alert", { name: /^Content problems: \d+$/ });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  startedAt = Date.now();
  dev = spawn(process.execPath, ["--import", "tsx", "scripts/dev.ts"], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<never>((_, reject) =>
    dev.once("exit", (code) => reject(new Error(`npm run dev exited with code ${code}:\n${output.slice(-40).join("\n")}`))),
  );
  // Gatsby says when its server listens; the first request then waits for its first bundle.
  const listening = new Promise<void>((resolve) => {
    for (const stream of [dev.stdout, dev.stderr])
      if (stream)
        createInterface({ input: stream }).on("line", (line) => {
          output.push(line);
          if (line.includes("You can now view")) resolve();
        });
  });
  await Promise.race([listening, exited]);
  const page = await browser.newPage();
  await Promise.race([page.goto("/"), exited]);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible(room);
  figure("start-up to the rendered start page", Date.now() - startedAt);
  await page.close();
});

test.afterEach(() => {
  writeFileSync(join(root, startFile), original);
  writeFileSync(join(root, bundleFile), originalBundle);
});

test.afterAll(async () => {
  writeFileSync(join(root, startFile), original);
  writeFileSync(join(root, bundleFile), originalBundle);
  if (dev.exitCode !== null) return;
  const stopped = new Promise((resolve) => dev.once("exit", resolve));
  dev.kill("SIGTERM");
  await stopped;
});

test("serves the default market with the fixture API and the demo apps of npm start", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await request.get("/api/v1/apps/fleet/list")).status()).toBe(200);
  expect((await request.get("/apps/rac-search/bootstrapper.json")).status()).toBe(200);
});

test("shows a page's edited title without a restart", async ({ page }) => {
  await page.goto("/");
  // The development build sets the title once the page has rendered.
  await expect(page).toHaveTitle(/\S/);
  const before = await page.title();
  const title = `Preview ${Date.now()}`;
  await saveAndSee("reload after a saved title", withTitle(`${title} | {brand}`), () => expect(page).toHaveTitle(/^Preview \d+ \| /, room));
  expect(await page.title()).toMatch(new RegExp(`^${title} \\| `));
  await saveAndSee("reload after the title put back", original, () => expect(page).toHaveTitle(before, room));
});

test("shows an edited text bundle's message without a restart", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: consentTitle })).toBeVisible();
  writeFileSync(join(root, bundleFile), originalBundle.replace(`"${consentTitle}"`, `"${consentTitle} (preview)"`));
  await expect(page.getByRole("heading", { name: `${consentTitle} (preview)` })).toBeVisible(room);
});

const broken: { problem: string; text: string }[] = [
  { problem: "broken JSON syntax", text: edited((text) => text.replace("{\n", '{\n  "title": "Half a line",,\n')) },
  { problem: "a field of the wrong type", text: edited((text) => text.replace('"banner_display": true', '"banner_display": "yes"')) },
  {
    problem: "invalid markup in the body",
    text: edited((text) => text.replace("{\n", '{\n  "body": "# Preview\\n\\nText with <b>raw HTML</b> and [Unknown]",\n')),
  },
];

for (const { problem, text } of broken)
  test(`shows ${problem} as content:check's lines over the last good page, until the file is fixed`, async ({ page }) => {
    await page.goto("/");
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    await saveAndSee(`overlay after ${problem}`, text, () => expect(problemsOverlay(page)).toBeVisible(room));
    const lines = expectedLines();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.startsWith(`${startFile}:`))).toBe(true);
    await expect(problemsOverlay(page).getByRole("listitem")).toHaveText(lines);
    // The last good page stays readable under it.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading ?? "");
    await expect(problemsOverlay(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(problemsOverlay(page)).toBeHidden();
    // The problems are in the page's data, not in the overlay's memory: a new visit shows them again.
    await page.reload();
    await expect(problemsOverlay(page)).toBeVisible();
    await saveAndSee(`overlay gone after ${problem} fixed`, original, () => expect(problemsOverlay(page)).toBeHidden(room));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading ?? "");
  });
