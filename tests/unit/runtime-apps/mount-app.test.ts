import { AppError } from "../../../src/runtime-apps/errors";
import { mountApp } from "../../../src/runtime-apps/mount-app";

afterEach(() => vi.restoreAllMocks());

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error("expected an AppError");
  return error;
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
    const mounted = await mountApp("rac-search", create, element, { locale: "en-US" }, 100);
    expect(create).toHaveBeenCalledWith(element, { locale: "en-US" });
    expect(element).toHaveTextContent("app");
    mounted.unmount();
    await vi.waitFor(() => expect(element.isConnected).toBe(false));
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it("accepts a create that returns a promise of the handle", async () => {
    const mounted = await mountApp("rac-search", () => Promise.resolve({ unmount: () => undefined }), attached(), {}, 100);
    expect(mounted.unmount).toBeTypeOf("function");
  });

  it("turns a throwing create into an error naming the app", async () => {
    const error = await failure(mountApp("rac-search", () => { throw new TypeError("props.x is undefined"); }, attached(), {}, 100));
    expect(error.reason).toBe("create-threw");
    expect(error.message).toBe("rac-search: create threw: TypeError: props.x is undefined");
  });

  it("turns a rejected create into the same error", async () => {
    const error = await failure(mountApp("rac-search", () => Promise.reject(new Error("no")), attached(), {}, 100));
    expect(error.reason).toBe("create-threw");
  });

  it("refuses a create that returns no unmount function", async () => {
    for (const result of [undefined, {}, { unmount: "no" }, 42]) {
      const error = await failure(mountApp("rac-search", () => result, attached(), {}, 100));
      expect(error.reason).toBe("invalid-handle");
    }
  });

  it("times out a create whose promise never settles", async () => {
    const error = await failure(mountApp("rac-search", () => new Promise(() => undefined), attached(), {}, 20));
    expect(error.reason).toBe("timeout");
  });

  it("reports an unmount that throws on the console and still removes the app's element", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const element = attached();
    const mounted = await mountApp("account", () => ({ unmount: () => { throw new Error("stuck"); } }), element, {}, 100);
    expect(() => mounted.unmount()).not.toThrow();
    await vi.waitFor(() => expect(element.isConnected).toBe(false));
    expect(log).toHaveBeenCalledExactlyOnceWith("[runtime-apps] account: unmount threw: Error: stuck");
  });
});
