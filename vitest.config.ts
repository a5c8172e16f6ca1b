import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    globals: true,
    setupFiles: ["tests/unit/setup.ts"],
    // Builds made by the tests read the embedded fixture API (a release build must name its API).
    env: { API_BASE: "fixture" },
    // Gatsby builds in other tests share the machine's two cores.
    pool: "threads",
    // Vitest's default is one worker less than the machine has cores: one on a 2-core machine, which
    // then spends most of the run setting up each file's DOM while the other core idles.
    maxWorkers: 2,
    minWorkers: 1,
    // Room for a test on a loaded machine (the default is 5 s), never a check of speed.
    testTimeout: 20_000,
    // A DOM only where a test renders or reads one: components (.tsx) get jsdom, plain modules (.ts)
    // run in Node, which starts each file without building a document first. A .ts test of browser
    // code asks for its DOM in its first line (`// @vitest-environment jsdom`), a .tsx test of server
    // rendering for Node.
    projects: [
      { extends: true, test: { name: "components", include: ["tests/unit/**/*.test.tsx"], environment: "jsdom" } },
      { extends: true, test: { name: "modules", include: ["tests/unit/**/*.test.ts"], environment: "node" } },
    ],
  },
});
