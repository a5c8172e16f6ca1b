// @vitest-environment jsdom
import { AppError } from "../../../src/runtime-apps/errors";
import { mountApp } from "../../../src/runtime-apps/mount-app";

afterEach(() => vi.restoreAllMocks());

function failure(mount: () => unknown): AppError {
  try {
    mount();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("the app mounted");
}

const attached = (): HTMLElement => document.body.appendChild(document.createElement("div"));

describe("mounting an app", () => {
  it("calls create with the element and props and unmounts through the handle", async () => {
    const element = attached();
    const unmount = vi.fn();
    const create = vi.fn((el: HTMLElement) => {
      el.textContent = "app";
      return { unmount };
    });
    const mounted = mountApp("rac-search", create, element, { locale: "en-US" });
    expect(create).toHaveBeenCalledWith(element, { locale: "en-US" });
    expect(element).toHaveTextContent("app");
    mounted.unmount();
    await vi.waitFor(() => expect(element.isConnected).toBe(false));
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it("turns a throwing create into an error naming the app", () => {
    const error = failure(() =>
      mountApp(
        "rac-search",
        () => {
          throw new TypeError("props.x is undefined");
        },
        attached(),
        {},
      ),
    );
    expect(error.reason).toBe("create-threw");
    expect(error.message).toBe("rac-search: create threw: TypeError: props.x is undefined");
  });

  it("refuses a create that returns no unmount function, a promise included", () => {
    for (const result of [undefined, null, {}, { unmount: "no" }, 42, Promise.resolve({ unmount: () => undefined })]) {
      const error = failure(() => mountApp("rac-search", () => result, attached(), {}));
      expect(error.reason).toBe("invalid-handle");
      expect(error.message).toBe("rac-search: create did not return an object with an unmount function");
    }
  });

  it("reports an async unmount that rejects instead of leaving the rejection unhandled", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const element = attached();
    mountApp("account", () => ({ unmount: () => Promise.reject(new Error("late")) }), element, {}).unmount();
    await vi.waitFor(() => expect(element.isConnected).toBe(false));
    expect(log).toHaveBeenCalledExactlyOnceWith("[runtime-apps] account: unmount threw: Error: late");
  });

  it("reports an unmount that throws on the console and still removes the app's element", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const element = attached();
    const mounted = mountApp(
      "account",
      () => ({
        unmount: () => {
          throw new Error("stuck");
        },
      }),
      element,
      {},
    );
    expect(() => mounted.unmount()).not.toThrow();
    await vi.waitFor(() => expect(element.isConnected).toBe(false));
    expect(log).toHaveBeenCalledExactlyOnceWith("[runtime-apps] account: unmount threw: Error: stuck");
  });
});
