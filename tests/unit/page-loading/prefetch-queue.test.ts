import { prefetchPath } from "../../../src/shell/page-loading/prefetch-queue";

describe("loading a path the prefetch queue releases", () => {
  it("loads the path through the loader's loadPage", () => {
    const loadPage = vi.fn(() => Promise.resolve({}));
    prefetchPath(loadPage, "/help/search");
    expect(loadPage).toHaveBeenCalledWith("/help/search");
  });

  it("swallows a failed load, so no unhandled rejection reaches the page", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    prefetchPath(() => Promise.reject(new Error("offline")), "/help");
    await new Promise((done) => setTimeout(done, 10));
    process.off("unhandledRejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it("does nothing when Gatsby hands over no loader", () => {
    expect(() => prefetchPath(undefined, "/help")).not.toThrow();
  });
});
