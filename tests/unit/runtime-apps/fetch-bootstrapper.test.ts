import { AppError } from "../../../src/runtime-apps/errors";
import { fetchBootstrapper, type FetchBootstrapperOptions } from "../../../src/runtime-apps/fetch-bootstrapper";

const url = "http://localhost/apps/rac-search/bootstrapper.json";
const answer = (body: string, status = 200): Response => new Response(body, { status });

/** A fetch that answers from a list, one entry per call; "hang" waits until aborted. */
function scriptedFetch(steps: (Response | "network" | "hang")[]) {
  const fn = vi.fn((_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const step = steps[fn.mock.calls.length - 1] ?? "network";
    if (step === "network") return Promise.reject(new TypeError("Failed to fetch"));
    if (step === "hang") {
      return new Promise((_, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));
    }
    return Promise.resolve(step);
  });
  return fn;
}

/** Options of a fast test run, with the scripted fetch installed as the page's fetch. */
function options(fetchImpl: typeof fetch): FetchBootstrapperOptions {
  vi.stubGlobal("fetch", fetchImpl);
  return { bootstrapperTimeoutMs: 50, bootstrapperRetries: 1, retryDelayMs: 1 };
}

afterEach(() => vi.unstubAllGlobals());

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe("fetching a bootstrapper", () => {
  it("answers the parsed JSON, asking without credentials", async () => {
    const fetchImpl = scriptedFetch([answer('{"main":"main.js"}')]);
    await expect(fetchBootstrapper("rac-search", url, options(fetchImpl))).resolves.toEqual({ main: "main.js" });
    expect(fetchImpl.mock.calls[0]?.[1]).toMatchObject({ credentials: "omit" });
  });

  it("does not retry a 404 and names the app and the status", async () => {
    const fetchImpl = scriptedFetch([answer("nope", 404), answer("{}")]);
    const error = await failure(fetchBootstrapper("rac-search", url, options(fetchImpl)));
    expect(error.reason).toBe("http");
    expect(error.message).toBe(`rac-search: bootstrapper answered HTTP 404 (${url})`);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("retries a 500 once and then succeeds", async () => {
    const fetchImpl = scriptedFetch([answer("oops", 500), answer('{"main":"main.js"}')]);
    await expect(fetchBootstrapper("rac-search", url, options(fetchImpl))).resolves.toEqual({ main: "main.js" });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("gives up after the bounded number of retries", async () => {
    const fetchImpl = scriptedFetch([answer("oops", 503), answer("oops", 502), answer("{}")]);
    const error = await failure(fetchBootstrapper("rac-search", url, options(fetchImpl)));
    expect(error.message).toContain("HTTP 502");
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("times an attempt out, retries it, and reports a timeout", async () => {
    const fetchImpl = scriptedFetch(["hang", "hang"]);
    const error = await failure(fetchBootstrapper("rac-search", url, options(fetchImpl)));
    expect(error.reason).toBe("timeout");
    expect(error.message).toBe(`rac-search: bootstrapper did not answer within 50 ms (${url})`);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("reports a network error after its retry", async () => {
    const fetchImpl = scriptedFetch(["network", "network"]);
    const error = await failure(fetchBootstrapper("rac-search", url, options(fetchImpl)));
    expect(error.reason).toBe("network");
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("refuses a body that is not JSON without retrying", async () => {
    const fetchImpl = scriptedFetch([answer("<html>oops</html>"), answer("{}")]);
    const error = await failure(fetchBootstrapper("rac-search", url, options(fetchImpl)));
    expect(error.reason).toBe("not-json");
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
