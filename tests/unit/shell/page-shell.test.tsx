import { isValidElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { afterPageShell, loadPageShell, nextTask, wrapPageElement } from "../../../src/shell/page-shell";

// Gatsby's own pages (its develop 404) carry no site context: the shell renders them bare.
const bare = { element: <p>page</p>, props: { pageContext: {}, location: { pathname: "/" } } };
const wrap = (args: typeof bare) => (wrapPageElement as unknown as (args: typeof bare) => unknown)(args);

describe("the page shell", () => {
  it("cannot wrap a page before its code has loaded", () => {
    expect(() => wrap(bare)).toThrow(/afterPageShell/);
  });

  it("runs Gatsby's first render only once its code has loaded, in a later task, and wraps pages from then on", async () => {
    const render = vi.fn();
    afterPageShell(render)("element", "container");
    // Not in the task that asked: the shell's code is evaluated in a task of its own.
    await Promise.resolve();
    expect(render).not.toHaveBeenCalled();
    await loadPageShell();
    await vi.waitFor(() => expect(render).toHaveBeenCalledWith("element", "container"));
    const wrapped = wrap(bare);
    expect(isValidElement(wrapped) && wrapped).toEqual(bare.element);
  });

  it("loads its code once however often it is asked", () => {
    expect(loadPageShell()).toBe(loadPageShell());
  });
});

describe("nextTask", () => {
  it("resolves in a later task, after the timers queued before it", async () => {
    const order: string[] = [];
    setTimeout(() => order.push("queued timer"), 0);
    void Promise.resolve().then(() => order.push("microtask"));
    await nextTask();
    expect(order).toEqual(["microtask", "queued timer"]);
  });
});
