import { useEffect, useMemo, useReducer, useState } from "react";
import { useSitePage } from "../shell/market-context";
import { acceptLanguageHeader } from "../runtime-apps/app-props";
import { absolute, runtimeConfig } from "../runtime-apps/config";
import { environmentOf } from "../runtime-apps/environment";
import { createApiClient, type ApiClient } from "./client";
import { ApiError, isAborted } from "./errors";

/**
 * The page's API client: the environment's API base (dev: the local server's `/api`) and the market's
 * Accept-Language. Only in the browser; the static HTML renders each screen's loading state.
 */
export function useApiClient(): ApiClient {
  const { market } = useSitePage();
  return useMemo(() => {
    // The static HTML is rendered in Node, where no effect or event runs a call: a client without a base.
    if (typeof window === "undefined") return createApiClient({ base: "", acceptLanguage: acceptLanguageHeader(market.acceptLanguage), fetch: () => Promise.reject(new Error("no API calls while rendering static HTML")) });
    const { hostname, origin } = window.location;
    return createApiClient({ base: absolute(runtimeConfig.apiBase[environmentOf(hostname)], origin), acceptLanguage: acceptLanguageHeader(market.acceptLanguage) });
  }, [market.acceptLanguage]);
}

/** A screen's view of one call: loading (also in the static HTML), failed with its error, or done. */
export type ApiState<T> = { status: "loading" } | { status: "error"; error: ApiError } | { status: "success"; data: T };

/**
 * Runs `load` after mount and whenever `key` changes; the previous call is cancelled (an unmounted
 * component's or a superseded one's), and `retry` runs it again.
 */
export function useApiCall<T>(key: string, load: (client: ApiClient, signal: AbortSignal) => Promise<T>): ApiState<T> & { retry: () => void } {
  const client = useApiClient();
  const [attempt, retry] = useReducer((n: number) => n + 1, 0);
  const [state, setState] = useState<ApiState<T>>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    load(client, controller.signal).then(
      (data) => controller.signal.aborted || setState({ status: "success", data }),
      (error: unknown) => {
        if (controller.signal.aborted || isAborted(error)) return;
        setState({ status: "error", error: error instanceof ApiError ? error : new ApiError("client", "network", String(error)) });
      },
    );
    return () => controller.abort();
    // `load` is the caller's inline function; `key` says when its inputs changed.
  }, [client, key, attempt]);
  return { ...state, retry };
}
