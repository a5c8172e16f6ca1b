// @vitest-environment jsdom
import { finishProgress, installProgressStyle, startProgress } from "../../../../src/shell/page-loading/progress-bar";
import { pageLoading } from "../../../../src/shell/page-loading/constants";

describe("the navigation progress bar", () => {
  afterEach(() => vi.useRealTimers());

  it("adds its styles once, inline, in tomato", () => {
    installProgressStyle();
    installProgressStyle();
    const styles = document.head.querySelectorAll("style#page-progress-style");
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toContain(`background: ${pageLoading.progressColour}`);
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
  });

  it("does nothing when asked to finish a bar that never started", async () => {
    await finishProgress();
    expect(document.getElementById("nprogress")).toBeNull();
  });

  it("shows a bar hidden from screen readers and no spinner, then removes it when done", async () => {
    await startProgress();
    const bar = document.querySelector("#nprogress .bar");
    expect(bar).not.toBeNull();
    expect(bar).toHaveAttribute("aria-hidden", "true");
    expect(document.querySelector("#nprogress .spinner")).toBeNull();
    vi.useFakeTimers();
    await finishProgress();
    await vi.advanceTimersByTimeAsync(2000);
    expect(document.getElementById("nprogress")).toBeNull();
  });

  it("shows no bar when the navigation ended before the bar's code arrived", async () => {
    const started = startProgress();
    await finishProgress();
    await started;
    expect(document.getElementById("nprogress")).toBeNull();
  });
});
