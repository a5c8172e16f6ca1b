import { runtimeConfig } from "./config";
import { AppError } from "./errors";

/** How one app's bootstrapper is fetched: runtimeConfig's limits, or a test's. */
export type FetchBootstrapperOptions = { bootstrapperTimeoutMs: number; bootstrapperRetries: number; retryDelayMs: number };

const wait = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/** Server trouble may pass; a 4xx or a bad body will not, so only these are retried. */
const retryable = (error: AppError): boolean =>
  error.reason === "network" || error.reason === "timeout" || (error.reason === "http" && /HTTP 5/.test(error.message));

/** GET `{app base}/bootstrapper.json` with a timeout per attempt and a bounded retry; the parsed JSON, unchecked. */
export async function fetchBootstrapper(app: string, url: string, options: FetchBootstrapperOptions = runtimeConfig): Promise<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await attemptOnce(app, url, options.bootstrapperTimeoutMs);
    } catch (error) {
      if (!(error instanceof AppError) || !retryable(error) || attempt >= options.bootstrapperRetries) throw error;
      await wait(options.retryDelayMs * (attempt + 1));
    }
  }
}

async function attemptOnce(app: string, url: string, timeoutMs: number): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let text: string;
  try {
    const response = await fetch(url, { signal: controller.signal, credentials: "omit", headers: { accept: "application/json" } });
    if (!response.ok) throw new AppError(app, "http", `bootstrapper answered HTTP ${response.status} (${url})`);
    text = await response.text();
  } catch (error) {
    if (error instanceof AppError) throw error;
    // An abort is ours: the attempt ran out of time, body included.
    throw controller.signal.aborted
      ? new AppError(app, "timeout", `bootstrapper did not answer within ${timeoutMs} ms (${url})`)
      : new AppError(app, "network", `network error while fetching the bootstrapper (${url})`);
  } finally {
    clearTimeout(timer);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(app, "not-json", `bootstrapper is not JSON (${url})`);
  }
}
