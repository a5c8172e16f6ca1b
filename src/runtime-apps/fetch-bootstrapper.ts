import { AppError } from "./errors";

/** How one app's bootstrapper is fetched. */
export type FetchBootstrapperOptions = {
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
  /** Called once, when an answer with a 2xx status arrives (the start of the bench's measure). */
  onAnswer?: () => void;
  fetchImpl?: typeof fetch;
};

const wait = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/** Server trouble may pass; a 4xx or a bad body will not, so only these are retried. */
const retryable = (error: AppError): boolean =>
  error.reason === "network" || error.reason === "timeout" || (error.reason === "http" && /HTTP 5\d\d/.test(error.message));

/** GET `{app base}/bootstrapper.json` with a timeout per attempt and a bounded retry; the parsed JSON, unchecked. */
export async function fetchBootstrapper(app: string, url: string, options: FetchBootstrapperOptions): Promise<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await attemptOnce(app, url, options);
    } catch (error) {
      if (!(error instanceof AppError) || !retryable(error) || attempt >= options.retries) throw error;
      await wait(options.retryDelayMs * (attempt + 1));
    }
  }
}

async function attemptOnce(app: string, url: string, options: FetchBootstrapperOptions): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  // An abort is ours: the attempt ran out of time, body included.
  const failed = (what: string): AppError =>
    controller.signal.aborted
      ? new AppError(app, "timeout", `bootstrapper did not answer within ${options.timeoutMs} ms (${url})`)
      : new AppError(app, "network", `${what} (${url})`);
  try {
    let response: Response;
    try {
      response = await (options.fetchImpl ?? fetch)(url, { signal: controller.signal, credentials: "omit", headers: { accept: "application/json" } });
    } catch {
      throw failed("network error while fetching the bootstrapper");
    }
    if (!response.ok) throw new AppError(app, "http", `bootstrapper answered HTTP ${response.status} (${url})`);
    options.onAnswer?.();
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw failed("connection lost while reading the bootstrapper");
    }
    try {
      return JSON.parse(text);
    } catch {
      throw new AppError(app, "not-json", `bootstrapper is not JSON (${url})`);
    }
  } finally {
    clearTimeout(timer);
  }
}
