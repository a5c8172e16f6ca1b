import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import type { FeatureFlagConfig } from "./config";
import { environmentOf } from "../../environment/environment";
import { readCookie } from "../../environment/storage";
import { defaultFlagValues, FLAG_COOKIE, flagOverrides, localFlagClient } from "./local-client";
import type { FeatureFlagClient, FlagValues, PlusFlag } from "./types";
import { flagUser } from "./user";

const FlagContext = createContext<FlagValues>(defaultFlagValues);
const local = localFlagClient();

/**
 * Outside production, the flag cookie flips local defaults. Read in the browser only; the store below
 * shows the server's values during hydration, so the static HTML keeps the defaults.
 */
function cookieFlagClient(): FeatureFlagClient {
  if (typeof window === "undefined" || environmentOf(window.location.hostname) === "prod") return local;
  const overrides = flagOverrides(readCookie(FLAG_COOKIE));
  return Object.keys(overrides).length > 0 ? localFlagClient({ ...defaultFlagValues, ...overrides }) : local;
}

/**
 * Gives the plus layout its feature flags: the local defaults at once (also in the server HTML), then
 * the third-party service's values when the config names one. A failing service keeps the defaults.
 */
export function FeatureFlagProvider({ config, children }: { config: FeatureFlagConfig; children: ReactNode }) {
  const [remote, setClient] = useState<FeatureFlagClient>();
  const { sdkKey, loadSdk } = config;
  const withoutService = !sdkKey || !loadSdk;
  const fallback = useMemo(() => (withoutService ? cookieFlagClient() : local), [withoutService]);
  const client = remote ?? fallback;
  useEffect(() => {
    if (!sdkKey || !loadSdk) return;
    let live = true;
    let connected: FeatureFlagClient | undefined;
    loadSdk({ sdkKey, user: flagUser(window.location.hostname) }).then(
      (remote) => {
        if (!live) return remote.close();
        connected = remote;
        setClient(remote);
      },
      (error: unknown) => console.error("Feature flags: the flag service failed, using the local defaults.", error),
    );
    return () => {
      live = false;
      connected?.close();
    };
  }, [sdkKey, loadSdk]);
  const values = useSyncExternalStore(client.subscribe, client.values, local.values);
  return <FlagContext.Provider value={values}>{children}</FlagContext.Provider>;
}

/** The current value of one flag. */
export const useFlag = (flag: PlusFlag): boolean => useContext(FlagContext)[flag];

/** Every flag's current value. */
export const useFlags = (): FlagValues => useContext(FlagContext);
