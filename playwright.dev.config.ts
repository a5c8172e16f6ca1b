import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/** Gatsby's development server of the check; PORT moves it (default 8000, as `npm run dev`). */
const port = Number(process.env.PORT ?? 8000);

/**
 * `npm run test:dev`: the check of `npm run dev` (tests/dev/), apart from `npm run test:e2e`: it starts
 * its own Gatsby development server, which writes into the public/ and .cache/ the e2e run's server
 * reads, and it edits content files for a while. One worker, its tests in order.
 */
export default defineConfig({
  ...base,
  testDir: "tests/dev",
  fullyParallel: false,
  workers: 1,
  // Each test waits for Gatsby to make the pages again after one to three saves, on a shared machine:
  // room, never a check (the figures are printed instead).
  timeout: 300_000,
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: undefined,
});
