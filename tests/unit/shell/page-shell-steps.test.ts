import { describe, expect, it, vi } from "vitest";

// Records when each part of the page shell is evaluated, and a timer queued by the first: a task
// boundary between the two shows as that timer running before the second part.
const events = vi.hoisted((): string[] => []);
vi.mock("../../../src/shell/page-styles", () => {
  events.push("styled-components");
  setTimeout(() => events.push("the next task"), 0);
  return { ThemeProvider: () => null };
});
vi.mock("../../../src/shell/wrap-page", () => {
  events.push("the rest of the shell");
  return {
    wrapPage: () => null,
    loadConsentBanner: () =>
      new Promise<void>((done) =>
        setTimeout(() => {
          events.push("the consent banner's code");
          done();
        }, 0),
      ),
  };
});

const { loadPageShell } = await import("../../../src/shell/page-shell");

describe("the page shell's steps", () => {
  it("evaluates styled-components (the reading of the server's styles) in a task before the rest of the shell, and is ready once the banner's code is in", async () => {
    await loadPageShell();
    expect(events).toEqual(["styled-components", "the next task", "the rest of the shell", "the consent banner's code"]);
  });
});
