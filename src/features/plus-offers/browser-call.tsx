import { useEffect, useState } from "react";
import { useHydrated } from "../../components/shell/use-hydrated";
import type { ApiClient } from "../../web-api/client";
import { useApiCall, type ApiState } from "../../web-api/use-api";

export type CallState<T> = ApiState<T> & { retry: () => void };
type Load<T> = (client: ApiClient, signal: AbortSignal) => Promise<T>;

/** Runs the call (its client needs the page's origin) and reports each change of state up. */
function Caller<T>({ callKey, load, onState }: { callKey: string; load: Load<T>; onState: (state: CallState<T>) => void }) {
  const state = useApiCall(callKey, load);
  // useApiCall gives a fresh object each render; report only a real change of state.
  const data = state.status === "success" ? state.data : undefined;
  const error = state.status === "error" ? state.error : undefined;
  useEffect(() => onState(state), [state.status, data, error, onState]);
  return null;
}

const loading = { status: "loading", retry: () => undefined } as const;

/**
 * useApiCall for a screen in the static HTML: the server render and the hydration render show the
 * loading state (the API client exists only in the browser), then the call runs. Render the returned
 * element anywhere in the screen; it draws nothing.
 */
export function useBrowserApiCall<T>(key: string, load: Load<T>): [CallState<T>, JSX.Element | null] {
  const hydrated = useHydrated();
  const [state, setState] = useState<CallState<T>>(loading);
  return [state, hydrated ? <Caller callKey={key} load={load} onState={setState} /> : null];
}
