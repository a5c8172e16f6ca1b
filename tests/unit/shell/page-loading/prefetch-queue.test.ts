import { prefetchPath, queueOncePerPath, type QueueLoader } from "../../../../src/shell/page-loading/prefetch-queue";

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

describe("one place in Gatsby's prefetch queue per page", () => {
  function fakeLoader() {
    const aborted: string[] = [];
    const enqueue = vi.fn((path: string) => ({
      then: (resolve: (done: boolean) => unknown) => resolve(true),
      abort: () => void aborted.push(path),
    }));
    const loader: QueueLoader = { enqueue };
    queueOncePerPath(loader);
    return { loader, enqueue, aborted };
  }

  it("queues a page once however many links in view lead to it", () => {
    const { loader, enqueue } = fakeLoader();
    for (const path of ["/account", "/account", "/account", "/plus"]) loader.enqueue(path);
    expect(enqueue.mock.calls.map(([path]) => path)).toEqual(["/account", "/plus"]);
  });

  it("leaves the page queued until the last of its links has left the viewport, and queues it again when one comes back", () => {
    const { loader, enqueue, aborted } = fakeLoader();
    const first = loader.enqueue("/account");
    const second = loader.enqueue("/account");
    first?.abort();
    first?.abort();
    expect(aborted).toEqual([]);
    second?.abort();
    expect(aborted).toEqual(["/account"]);
    loader.enqueue("/account");
    expect(enqueue).toHaveBeenCalledTimes(2);
  });

  it("hands each link the queue's answer", async () => {
    const { loader } = fakeLoader();
    loader.enqueue("/plus");
    const answer = await new Promise((resolve) => loader.enqueue("/plus")?.then(resolve));
    expect(answer).toBe(true);
  });
});
