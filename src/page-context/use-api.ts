import { startTransition, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useSitePage } from "./site-page";
import { acceptLanguageHeader } from "../environment/accept-language";
import { pageApiBase } from "../environment/api-base";
import { createApiClient, type ApiClient } from "../web-api/client";
import { ApiError, isAborted } from "../web-api/errors";

/**
 * The API client of the page in the browser: the environment's API base (dev: the local server's
 * `/api`) and the market's Accept-Language. For code outside React, e.g. a form's lazily loaded
 * submission.
 */
export function pageApiClient(acceptLanguage: readonly string[]): ApiClient {
  return createApiClient({ base: pageApiBase(window.location), acceptLanguage: acceptLanguageHeader(acceptLanguage) });
}

/**
 * The page's API client for a screen. It calls only in the browser (the static HTML renders each
 * screen's loading state), so the base is read from the page's address on the first call, and a
 * screen may take the client while rendering on the server.
 */
export function useApiClient(): ApiClient {
  const { market } = useSitePage();
  return useMemo(() => {
    let client: ApiClient | undefined;
    const browserClient = (): ApiClient => (client ??= pageApiClient(market.acceptLanguage));
    return {
      call: (endpoint, input) => browserClient().call(endpoint, input),
      get base() {
        return browserClient().base;
      },
    };
  }, [market.acceptLanguage]);
}

/** A screen's view of one call: loading (also in the static HTML), failed with its error, or done. */
export type ApiState<T> = { status: "loading" } | { status: "error"; error: ApiError } | { status: "success"; data: T };

/**
 * Runs `load` after mount and whenever `key` changes; the previous call is cancelled (an unmounted
 * component's or a superseded one's), and `retry` runs it again.
 */
export function useApiCall<T>(
  key: string,
  load: (client: ApiClient, signal: AbortSignal) => Promise<T>,
): ApiState<T> & { retry: () => void } {
  const client = useApiClient();
  const [attempt, retry] = useReducer((n: number) => n + 1, 0);
  // Each answer is kept with the request it answers: a new key or a retry shows loading until its own.
  const request = `${attempt} ${key}`;
  const [answer, setAnswer] = useState<{ request: string; state: ApiState<T> }>();
  const state: ApiState<T> = answer?.request === request ? answer.state : { status: "loading" };
  // The caller's inline function, new each render: the effect reads the latest without re-running for it.
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  useEffect(() => {
    const controller = new AbortController();
    const setState = (next: ApiState<T>) => setAnswer({ request, state: next });
    latestLoad.current(client, controller.signal).then(
      // An answer renders as a transition: React renders a long list (the plus offers) in short slices
      // instead of one long task at a phone's speed while the page is still starting.
      (data) => controller.signal.aborted || startTransition(() => setState({ status: "success", data })),
      (error: unknown) => {
        if (controller.signal.aborted || isAborted(error)) return;
        setState({ status: "error", error: error instanceof ApiError ? error : new ApiError("client", "network", String(error)) });
      },
    );
    return () => controller.abort();
    // `key` says when the inputs of `load` changed.
  }, [client, request]);
  return { ...state, retry };
}
