/**
 * `npx tsx scripts/screenshots.ts [arabic|start]`: screenshots for docs/ at 375 and 1440 px, with the
 * consent question answered and the apps from the local server. `arabic` (the default): the Arabic
 * pages of docs/languages.md; `start`: the US start page in the light and the dark colour scheme
 * (docs/blocks.md). Needs the local server with build:all's trees (`npm run serve`, or `PORT=<port>`);
 * writes docs/screenshots/<name>-<width>[-dark].png.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { CONSENT_COOKIE, POLICY_VERSION } from "../src/services/consent/state";

const port = process.env.PORT ?? "9000";
type Shot = { name: string; host: string; path: string; locale: string };
const sets: Record<string, { shots: Shot[]; schemes: ("light" | "dark")[] }> = {
  arabic: {
    shots: [
      { name: "ar-start", host: "www.movanta.sa", path: "/ar", locale: "ar-SA" },
      { name: "ar-help", host: "www.movanta.sa", path: "/ar/help", locale: "ar-SA" },
      { name: "ar-business-signup", host: "www.movanta.sa", path: "/ar/business/signup", locale: "ar-SA" },
    ],
    schemes: ["light"],
  },
  start: { shots: [{ name: "start", host: "www.movanta.com", path: "/", locale: "en-US" }], schemes: ["light", "dark"] },
};
const setName = process.argv[2] ?? "arabic";
const chosen = sets[setName];
if (!chosen) {
  console.error(`screenshots: unknown set ${setName} (expected ${Object.keys(sets).join(" or ")})`);
  process.exit(2);
}
const set = chosen;
const widths = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];

const out = join(process.cwd(), "docs", "screenshots");
mkdirSync(out, { recursive: true });
async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--host-resolver-rules=MAP * 127.0.0.1, EXCLUDE localhost"],
  });
  try {
    for (const viewport of widths)
      for (const colorScheme of set.schemes)
        for (const shot of set.shots) {
          const context = await browser.newContext({ viewport, locale: shot.locale, colorScheme, serviceWorkers: "block" });
          await context.addCookies([{ name: CONSENT_COOKIE, value: `${POLICY_VERSION}.essential`, domain: shot.host, path: "/" }]);
          const page = await context.newPage();
          // Production trees load their apps and API from the production hosts: the local server has both.
          for (const [remote, path] of [
            ["https://apps.movanta.example", "/apps"],
            ["https://api.movanta.example", "/api"],
          ] as const) {
            await page.route(`${remote}/**`, async (route) =>
              route.fulfill({
                response: await route.fetch({ url: route.request().url().replace(remote, `http://localhost:${port}${path}`) }),
              }),
            );
          }
          await page.goto(`http://${shot.host}:${port}${shot.path}`, { waitUntil: "networkidle" });
          const file = `${shot.name}-${viewport.width}${colorScheme === "dark" ? "-dark" : ""}.png`;
          await page.screenshot({ path: join(out, file), fullPage: viewport.width !== 375 });
          console.log(`screenshots: ${file}`);
          await context.close();
        }
  } finally {
    await browser.close();
  }
}

void main();
