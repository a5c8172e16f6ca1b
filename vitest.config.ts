import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    globals: true,
    setupFiles: ["tests/unit/setup.ts"],
    // Gatsby builds in other tests share the machine's two cores.
    pool: "threads",
  },
});
