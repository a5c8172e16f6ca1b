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
  return { wrapPage: () => null };
});

const { loadPageShell } = await import("../../../src/shell/page-shell");

describe("the page shell's steps", () => {
  it("evaluates styled-components (the reading of the server's styles) in a task before the rest of the shell", async () => {
    await loadPageShell();
    expect(events).toEqual(["styled-components", "the next task", "the rest of the shell"]);
  });
});
