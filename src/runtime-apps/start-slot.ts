import type { Market } from "../../markets/schema";
import { appBase } from "./app-base";
import { appProps, type SlotOptions } from "./app-props";
import type { AppName } from "./apps";
import { readDebugMode } from "./debug-mode";
import { environmentOf } from "../environment/environment";
import { observeNear } from "../hooks/use-near";
import { activeOverrides } from "./overrides";
import { runSlot } from "./run-slot";
import { ensureShellAssets } from "./shell-assets";
import type { SlotName } from "./slots";
import type { SlotStatus } from "./status";
import { optionsFromUrl } from "./url-options";

/** What a slot hands the runner once its element is on the page. */
export type SlotStart = {
  slot: SlotName;
  app: AppName;
  market: Market;
  /** The page's numeric date pattern (`useMarketFormats().datePattern`). */
  datePattern: string;
  options: SlotOptions | undefined;
  container: HTMLElement;
  onStatus: (status: SlotStatus) => void;
  /** Whether debug mode is on, and the version override in force, for the slot's debug line. */
  onDebug: (debug: boolean, version: string | undefined) => void;
};

/**
 * How far below the viewport a slot's app starts: a tenth of the screen's height, as a part of the
 * page loads its code (`later-parts.tsx`). An app below the first screen waits until the visitor comes
 * near (issue 45): its scripts and create function then never compete with the first view on a visit
 * that does not scroll there. Its slot shows the skeleton until then, in the size it keeps
 * (slot-sizes.ts). A quarter screen would start the plus campaign's offer list with the page on a
 * phone (its slot begins 190 px below the first screen of a 412 × 823 one).
 */
export const APP_AHEAD = "10%";

/**
 * The client side of a slot: reads environment, debug mode, version overrides and the slot's options
 * from the page's address (the layout's options win), loads the shell assets, then loads and mounts
 * the app once its slot is near the viewport (APP_AHEAD). Returns the stop function: it stops
 * the wait, or the run (runSlot's). The page loads this module as a chunk of its own
 * (see use-app-slot.ts).
 */
export function startSlot({ slot, app, market, datePattern, options, container, onStatus, onDebug }: SlotStart): () => void {
  const { hostname, origin, search } = window.location;
  const environment = environmentOf(hostname);
  ensureShellAssets(environment, origin);
  const version = activeOverrides(environment, search)[app];
  onDebug(readDebugMode(), version);
  const base = appBase(app, environment, origin, version);
  const props = appProps(market, datePattern, environment, origin, base, { ...optionsFromUrl(slot, search), ...options }, slot);
  let stop: (() => void) | undefined;
  // The container is hidden until its app mounts and has no box to observe: its slot's region has.
  const stopWaiting = observeNear(
    container.parentElement ?? container,
    APP_AHEAD,
    () => (stop = runSlot({ app, base, container, props, onStatus })),
    () => onStatus("WAITING"),
  );
  return () => {
    stopWaiting();
    stop?.();
  };
}
