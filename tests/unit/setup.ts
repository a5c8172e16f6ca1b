import { afterAll, vi } from "vitest";
import { removeTempDirs } from "./temp-dir";

// What only a test with a DOM uses (the DOM matchers, React's testing library) is loaded only there:
// a test of plain modules in Node skips evaluating React's DOM renderer for nothing.
if (typeof document !== "undefined") await import("./setup-dom");

// Gatsby's Link and navigate need Gatsby's runtime; every test gets a plain link and a navigate spy.
vi.mock("gatsby", () => import("./components/gatsby-stub"));

afterAll(() => removeTempDirs());

// A build loads the fixture API through tsx at run time (src/web-api/build/fixture-loader.ts); tsx's esbuild
// cannot start under jsdom, so unit tests hand the build the fixture through vitest's own modules.
vi.mock("../../src/web-api/build/fixture-loader", async () => {
  const { createFixtureApi } = await import("../../dev/fixture-api/index");
  return {
    loadFixtureApi: (env: NodeJS.ProcessEnv) => createFixtureApi({ faults: false, helpScale: Number(env.FIXTURE_HELP_SCALE ?? 1) }),
  };
});
