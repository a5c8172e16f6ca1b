import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import type { FeatureFlagConfig } from "./config";
import { environmentOf } from "../../environment/environment";
import { readCookie } from "../../environment/storage";
import { defaultFlagValues, FLAG_COOKIE, flagOverrides, localFlagClient } from "./local-client";
import type { FeatureFlagClient, FlagValues, PlusFlag } from "./types";
import { flagUser } from "./user";

const FlagContext = createContext<FlagValues>(defaultFlagValues);
const local = localFlagClient();

/**
 * Gives the plus layout its feature flags: the local defaults at once (also in the server HTML), then
 * the third-party service's values when the config names one. A failing service keeps the defaults.
 */
export function FeatureFlagProvider({ config, children }: { config: FeatureFlagConfig; children: ReactNode }) {
  const [client, setClient] = useState<FeatureFlagClient>(local);
  const { sdkKey, loadSdk } = config;
  useEffect(() => {
    if (!sdkKey || !loadSdk) {
      // Outside production, the flag cookie flips local defaults (after hydration: the static HTML has the defaults).
      if (environmentOf(window.location.hostname) === "prod") return;
      const overrides = flagOverrides(readCookie(FLAG_COOKIE));
      if (Object.keys(overrides).length > 0) setClient(localFlagClient({ ...defaultFlagValues, ...overrides }));
      return;
    }
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
