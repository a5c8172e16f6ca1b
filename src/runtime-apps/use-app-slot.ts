import { useEffect, useReducer, useRef, useState, type RefObject } from "react";
import { useSitePage } from "../page-context/site-page";
import { useDatePattern } from "../page-context/use-date-pattern";
import type { SlotOptions } from "./app-props";
import type { AppName } from "./apps";
import { slotApps, type SlotName } from "./slots";
import { transition, type SlotStatus } from "./status";

/** What a slot shows: its app, status, version override, whether debug mode is on, and where to mount. */
export type AppSlotState = {
  app: AppName | undefined;
  status: SlotStatus;
  version: string | undefined;
  debug: boolean;
  container: RefObject<HTMLDivElement>;
  /** Starts the slot again: the fallback's Retry (a failed load is forgotten, so this loads afresh). */
  retry: () => void;
};

/**
 * The runner (environment, overrides, bootstrapper, scripts, mounting) is a chunk of its own: nothing
 * of it runs before the page is interactive, so the first render does not wait for it. A page whose
 * HTML has a bound slot preloads it beside its own scripts (src/build/finish-pages.ts), so it is there
 * when the slot starts; a page without one never fetches it.
 */
const loadRunner = () => import(/* webpackChunkName: "app-runner" */ "./start-slot");

/**
 * Runs the app bound to a slot on the client: starts after the first render, stays mounted while
 * the slot stays (a route change that keeps the slot keeps the app), restarts when the market or
 * the options change or the visitor asks for a retry, and unmounts the app when the slot leaves the page.
 */
export function useAppSlot(slot: SlotName, options?: SlotOptions): AppSlotState {
  const { market } = useSitePage();
  const datePattern = useDatePattern();
  const app = slotApps[slot];
  const container = useRef<HTMLDivElement>(null);
  const [status, step] = useReducer(transition, "NOT_LOADED");
  const [version, setVersion] = useState<string>();
  const [debug, setDebug] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const optionsKey = JSON.stringify(options ?? {});
  // Page contexts and options objects are new on every page: the effect restarts on their content
  // (the market's id, the options' JSON) and reads the objects themselves from here.
  const latest = useRef({ market, datePattern, options });
  useEffect(() => {
    latest.current = { market, datePattern, options };
  });

  useEffect(() => {
    const element = container.current;
    if (!app || !element) return;
    let left = false;
    let stop: (() => void) | undefined;
    let startTimer: ReturnType<typeof setTimeout> | undefined;
    // Each status is also a performance mark, `runtime-apps:<slot>:<STATUS>`: the debugger app's timings.
    const dispatch = (next: SlotStatus): void => {
      performance.mark?.(`runtime-apps:${slot}:${next}`);
      step(next);
    };
    dispatch("LOADING");
    const onDebug = (on: boolean, override: string | undefined): void => {
      setDebug(on);
      setVersion(override);
    };
    loadRunner().then(
      ({ startSlot }) => {
        // Each slot starts in a task of its own: when the runner arrives, every slot of the page is
        // waiting for it, and starting them all in its microtasks made one long task (at a phone's
        // speed, on pages with several slots such as the ride pages).
        startTimer = setTimeout(() => {
          if (!left) stop = startSlot({ slot, app, ...latest.current, container: element, onStatus: dispatch, onDebug });
        }, 0);
      },
      (error: unknown) => {
        // The console line of errors.ts's reportFailure, written here: the page's own chunk then
        // carries none of the runner's error code, which stays in the runner's chunk.
        console.error(`[runtime-apps] ${app}: the app runner did not load: ${String(error)}`);
        if (!left) dispatch("LOAD_ERROR");
      },
    );
    return () => {
      left = true;
      clearTimeout(startTimer);
      stop?.();
      dispatch("UNMOUNTED");
    };
  }, [slot, app, market.id, optionsKey, attempt]);

  return { app, status, version, debug, container, retry: () => setAttempt((n) => n + 1) };
}
