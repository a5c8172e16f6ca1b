import { useEffect, useReducer, useRef, useState, type RefObject } from "react";
import { useSitePage } from "../shell/market-context";
import { appBase } from "./app-base";
import { appProps, type SlotOptions } from "./app-props";
import type { AppName } from "./apps";
import { readDebugMode } from "./debug-mode";
import { environmentOf } from "./environment";
import { activeOverrides } from "./overrides";
import { runSlot } from "./run-slot";
import { ensureShellAssets } from "./shell-assets";
import { slotApps, type SlotName } from "./slots";
import { transition, type SlotStatus } from "./status";

/** What a slot shows: its app, status, version override, whether debug mode is on, and where to mount. */
export type AppSlotState = {
  app: AppName | undefined;
  status: SlotStatus;
  version: string | undefined;
  debug: boolean;
  container: RefObject<HTMLDivElement>;
};

/**
 * Runs the app bound to a slot on the client: starts after the first render, stays mounted while
 * the slot stays (a route change that keeps the slot keeps the app), restarts when the market or
 * the options change, and unmounts the app when the slot leaves the page.
 */
export function useAppSlot(slot: SlotName, options?: SlotOptions): AppSlotState {
  const { market } = useSitePage();
  const app = slotApps[slot];
  const container = useRef<HTMLDivElement>(null);
  const [status, dispatch] = useReducer(transition, "NOT_LOADED");
  const [version, setVersion] = useState<string>();
  const [debug, setDebug] = useState(false);
  const optionsKey = JSON.stringify(options ?? {});

  useEffect(() => {
    const element = container.current;
    if (!app || !element) return;
    const { hostname, origin, search } = window.location;
    const environment = environmentOf(hostname);
    setDebug(readDebugMode());
    ensureShellAssets(environment, origin);
    const override = activeOverrides(environment, search)[app];
    setVersion(override);
    const base = appBase(app, environment, origin, override);
    const props = appProps(market, environment, origin, base, options);
    const stop = runSlot({ app, base, container: element, props, onStatus: dispatch });
    return () => {
      stop();
      dispatch("UNMOUNTED");
    };
    // Page contexts and options objects are new on every page; their content is what matters.
  }, [app, market.id, optionsKey]);

  return { app, status, version, debug, container };
}
