/**
 * `npx tsx scripts/screenshots.ts`: screenshots of the Arabic pages for docs/ (docs/languages.md),
 * at 375 and 1440 px, with the consent question answered and the apps from the local server. Needs the local server with build:all's
 * trees (`npm run serve`, or `PORT=<port>`); writes docs/screenshots/<name>-<width>.png.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { CONSENT_COOKIE, POLICY_VERSION } from "../src/services/consent/state";

const port = process.env.PORT ?? "9000";
const pages = [
  { name: "ar-start", url: `http://www.movanta.sa:${port}/ar` },
  { name: "ar-help", url: `http://www.movanta.sa:${port}/ar/help` },
  { name: "ar-business-signup", url: `http://www.movanta.sa:${port}/ar/business/signup` },
];
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
    for (const viewport of widths) {
      const context = await browser.newContext({ viewport, locale: "ar-SA", serviceWorkers: "block" });
      await context.addCookies([{ name: CONSENT_COOKIE, value: `${POLICY_VERSION}.essential`, domain: "www.movanta.sa", path: "/" }]);
      const page = await context.newPage();
      // Production trees load their apps and API from the production hosts: the local server has both.
      for (const [remote, path] of [
        ["https://apps.movanta.example", "/apps"],
        ["https://api.movanta.example", "/api"],
      ] as const) {
        await page.route(`${remote}/**`, async (route) =>
          route.fulfill({ response: await route.fetch({ url: route.request().url().replace(remote, `http://localhost:${port}${path}`) }) }),
        );
      }
      for (const { name, url } of pages) {
        await page.goto(url, { waitUntil: "networkidle" });
        await page.screenshot({ path: join(out, `${name}-${viewport.width}.png`), fullPage: viewport.width === 375 ? false : true });
        console.log(`screenshots: ${name}-${viewport.width}.png`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

void main();
