import * as v from "valibot";
import { fillPath, queryString, type AnswerOf, type BodyOf, type Endpoint, type ParamsOf, type QueryOf, type QueryValue } from "./endpoint";
import { ApiError } from "./errors";

/** What every 4xx and 5xx answer of the API carries. */
export const errorAnswerSchema = v.object({
  error: v.object({
    /** Machine-readable reason, e.g. `invalidField`, `alreadyRegistered`, `notFound`. */
    code: v.string(),
    /** English text for logs; screens show their own texts. */
    message: v.string(),
    /** The request field at fault, for `invalidField`, as a dotted path. */
    field: v.optional(v.string()),
  }),
});

export type ApiClientOptions = Readonly<{
  /** The API's base URL without a trailing slash, e.g. `https://api.movanta.example` or `http://localhost:9000/api`. */
  base: string;
  /** Accept-Language of the market, sent with every call. */
  acceptLanguage: string;
  /** The fetch to use: the browser's, or the fixture API's in-process fetch in the build and unit tests. */
  fetch?: typeof fetch;
  /** Default time limit of one attempt, for endpoints without their own. */
  timeoutMs?: number;
  /** Pause before the one retry of a GET. */
  retryDelayMs?: number;
}>;

/** The input of a call: params for `:name` path segments, query, and the body of a POST. */
export type CallInput<E> = (keyof ParamsOf<E> extends never ? { params?: undefined } : { params: ParamsOf<E> }) & {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** Cancels the call: an unmounted component's, a superseded search's. */
  signal?: AbortSignal;
};

export type ApiClient = Readonly<{
  /** Sends one call and resolves with its validated answer, or rejects with an ApiError. */
  call<E extends Endpoint<string, unknown, unknown, unknown>>(endpoint: E, input: CallInput<E>): Promise<AnswerOf<E>>;
  base: string;
}>;

const DEFAULT_TIMEOUT_MS = 8000;

/**
 * The one client of the web API: a time limit per attempt, one retry for a GET after a network
 * error or a 5xx (never for a POST, which may have taken effect), and every answer validated.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = options.base.replace(/\/$/, "");

  async function attempt(endpoint: Endpoint, url: string, input: CallInput<Endpoint>): Promise<Response> {
    if (input.signal?.aborted) throw new ApiError(endpoint.name, "aborted", "cancelled");
    const limit = endpoint.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const controller = new AbortController();
    const onAbort = (): void => controller.abort();
    input.signal?.addEventListener("abort", onAbort);
    const timer = setTimeout(() => controller.abort(), limit);
    try {
      const headers: Record<string, string> = { accept: "application/json", "accept-language": options.acceptLanguage };
      if (endpoint.method === "POST") headers["content-type"] = "application/json";
      const body = endpoint.method === "POST" ? JSON.stringify(input.body ?? {}) : undefined;
      return await send(url, { method: endpoint.method, headers, body, signal: controller.signal });
    } catch (error) {
      if (input.signal?.aborted) throw new ApiError(endpoint.name, "aborted", "cancelled");
      if (controller.signal.aborted) throw new ApiError(endpoint.name, "timeout", `no answer within ${limit} ms`);
      throw new ApiError(endpoint.name, "network", error instanceof Error ? error.message : "network error");
    } finally {
      clearTimeout(timer);
      input.signal?.removeEventListener("abort", onAbort);
    }
  }

  async function call(endpoint: Endpoint, input: CallInput<Endpoint>): Promise<unknown> {
    const query = (input.query ?? {}) as Readonly<Record<string, QueryValue>>;
    const url = `${base}${fillPath(endpoint.path, input.params ?? {})}${queryString(query)}`;
    const retries = endpoint.method === "GET" ? 1 : 0;
    for (let tries = 0; ; tries++) {
      try {
        const response = await attempt(endpoint, url, input);
        if (response.status < 500 || tries >= retries) return await read(endpoint, response, input.signal);
      } catch (error) {
        if (!(error instanceof ApiError) || error.kind !== "network" || tries >= retries) throw error;
      }
      await pause(options.retryDelayMs ?? 300, input.signal);
    }
  }

  return { call: call as ApiClient["call"], base };
}

/** The answer's JSON, validated; a 4xx/5xx becomes a status error with the server's code. */
async function read(endpoint: Endpoint, response: Response, signal: AbortSignal | undefined): Promise<unknown> {
  let json: unknown;
  try {
    json = response.status === 204 ? undefined : await response.json();
  } catch {
    if (signal?.aborted) throw new ApiError(endpoint.name, "aborted", "cancelled");
    if (response.ok) throw new ApiError(endpoint.name, "shape", "the answer is not JSON", { status: response.status });
  }
  if (!response.ok) {
    const parsed = v.safeParse(errorAnswerSchema, json);
    const error = parsed.success ? parsed.output.error : undefined;
    throw new ApiError(endpoint.name, "status", `HTTP ${response.status}${error ? ` ${error.code}: ${error.message}` : ""}`, {
      status: response.status,
      code: error?.code,
      field: error?.field,
    });
  }
  const parsed = v.safeParse(endpoint.answer, json);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  const field = v.getDotPath(issue) ?? "(answer)";
  throw new ApiError(endpoint.name, "shape", `answer field ${field}: ${issue.message}`, { status: response.status, field });
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });
}
