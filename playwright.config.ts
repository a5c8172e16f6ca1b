import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/** Debian's Chromium where it is installed (Playwright cannot download its own browser here). */
const debianChromium = "/usr/bin/chromium";
const executablePath = existsSync(debianChromium) ? debianChromium : undefined;
/** The local server's port; PORT moves it when 9000 is taken. */
const port = Number(process.env.PORT ?? 9000);

export default defineConfig({
  testDir: "tests/e2e",
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // CI gets whatever machine it is given, two to three times slower than ours at times: room for
  // pages and answers to arrive. The spec's own time limits are checked on the page's clock instead
  // (page.clock), never against these.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Every test on its own: a file's tests spread over the workers, so the longest file (the quality
  // gates) no longer sets the run's length. Specs that start a server once for their tests opt out
  // (mode "default"). Three workers on two cores: most of a test's time is waiting for pages, answers
  // and the network to rest, not computing. A fourth made every test about 1.4 times as long.
  fullyParallel: true,
  workers: 3,
  // CI shows the end of the log: the list reporter prints every failure's error there, the line reporter
  // only printed them as they happened, far above.
  reporter: "list",
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "on-first-retry",
    // The offline plugin's worker would answer requests page.route() must see; its own spec allows it.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath,
          // Every site host (www.movanta.de, test hosts…) resolves to the local server, which picks the tree by Host.
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--host-resolver-rules=MAP * 127.0.0.1, EXCLUDE localhost",
          ],
        },
      },
    },
  ],
  webServer: {
    command: "npm run serve",
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
  },
});
