import type { Market } from "../../markets/schema";
import { appBase } from "./app-base";
import { appProps, type SlotOptions } from "./app-props";
import type { AppName } from "./apps";
import { readDebugMode } from "./debug-mode";
import { environmentOf } from "../environment/environment";
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
 * The client side of a slot: reads environment, debug mode, version overrides and the slot's options
 * from the page's address (the layout's options win), loads the shell assets, then loads and mounts
 * the app. Returns the stop function of runSlot. The page loads this module as a chunk of its own
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
  return runSlot({ app, base, container, props, onStatus });
}
