import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import type { FeatureFlagConfig } from "./config";
import { environmentOf } from "../../environment/environment";
import { readCookie } from "../../environment/storage";
import { onFirstInteraction } from "../../hooks/first-interaction";
import { defaultFlagValues, FLAG_COOKIE, flagOverrides, localFlagClient } from "./local-client";
import { plusFlags, type FeatureFlagClient, type FlagConversion, type FlagValues, type PlusFlag } from "./types";
import { currentConsent, onConsentChange } from "../consent/state";

const local = localFlagClient();
const FlagContext = createContext<FeatureFlagClient>(local);
/** Asks the provider to connect the flag service now (a part whose flags it shows has come into view). */
const NeedContext = createContext<() => void>(() => undefined);

/** Outside production, the flag cookie's flags, put on top of the defaults or of the service's values. */
function cookieOverrides(): Partial<Record<PlusFlag, boolean>> {
  return environmentOf(window.location.hostname) === "prod" ? {} : flagOverrides(readCookie(FLAG_COOKIE));
}

/**
 * Before (or without) the flag service: the local defaults with the flag cookie on top. Read in the
 * browser only; the store below shows the server's values during hydration, so the static HTML keeps the defaults.
 */
function cookieFlagClient(): FeatureFlagClient {
  if (typeof window === "undefined") return local;
  const overrides = cookieOverrides();
  return Object.keys(overrides).length > 0 ? localFlagClient({ ...defaultFlagValues, ...overrides }) : local;
}

/**
 * Gives the plus layout its feature flags: the local defaults at once (also in the server HTML), then
 * the flag service's values, once its client (a chunk) has loaded, when the page's environment has a
 * key. With `connect="when-needed"` the client loads only once a part that shows flags is in view
 * (`useFlagsNeeded`) or at the visitor's first interaction: a first view whose flags are all below it
 * downloads no client. A failing service keeps the defaults. A visitor who allows performance cookies
 * gets their visitor id then (here, or when they agree on this page) and is split by experiments from
 * the next page view on: a page never switches variant under their eyes.
 */
export function FeatureFlagProvider({
  config,
  connect = "at-once",
  children,
}: {
  config: FeatureFlagConfig;
  connect?: "at-once" | "when-needed";
  children: ReactNode;
}) {
  const [remote, setClient] = useState<FeatureFlagClient>();
  const [needed, setNeeded] = useState(connect === "at-once");
  const need = useCallback(() => setNeeded(true), []);
  const fallback = useMemo(() => cookieFlagClient(), []);
  const client = remote ?? fallback;
  // The consent as the page view began: a visitor who agrees before the client connects keeps the flag user 1 here too.
  const [allowedAtStart] = useState(() => typeof window !== "undefined" && currentConsent() === "performance");
  useEffect(() => (needed ? undefined : onFirstInteraction(need)), [needed, need]);
  useEffect(() => {
    const { hostname } = window.location;
    const sdkKey = config.sdkKeys[environmentOf(hostname)];
    const { loadSdk } = config;
    if (!needed || !sdkKey || !loadSdk) return;
    let live = true;
    let connected: FeatureFlagClient | undefined;
    let stopHearing = (): void => undefined;
    // The visitor id's code comes with the flag client's chunk (same name): no page's first-load JS carries it.
    import(/* webpackChunkName: "flag-client" */ "./visitor")
      .then(({ visitorId }) => {
        if (!live) return undefined;
        stopHearing = onConsentChange(() => void visitorId());
        const id = visitorId();
        return loadSdk({
          sdkKey,
          context: { targetingKey: allowedAtStart ? id : undefined, environment: environmentOf(hostname) },
          overrides: cookieOverrides(),
        });
      })
      .then(
        (remote) => {
          if (!remote) return;
          if (!live) return remote.close();
          connected = remote;
          setClient(remote);
        },
        (error: unknown) => console.error("Feature flags: the flag service failed, using the local defaults.", error),
      );
    return () => {
      live = false;
      stopHearing();
      connected?.close();
    };
  }, [config, needed, allowedAtStart]);
  const values = useSyncExternalStore(client.subscribe, client.values, local.values);
  // A new context value with new values, so every reader renders (and reports what it uses) again.
  const current = useMemo<FeatureFlagClient>(() => ({ ...client, values: () => values }), [client, values]);
  return (
    <NeedContext.Provider value={need}>
      <FlagContext.Provider value={current}>{children}</FlagContext.Provider>
    </NeedContext.Provider>
  );
}

/** A part that shows flags calls it with whether it is in view (or loading): from then on the provider connects the flag service. */
export function useFlagsNeeded(inView: boolean): void {
  const need = useContext(NeedContext);
  useEffect(() => {
    if (inView) need();
  }, [inView, need]);
}

/** The current value of one flag; the page view uses it (an exposure, for a flag service). */
export function useFlag(flag: PlusFlag): boolean {
  const client = useContext(FlagContext);
  client.expose?.(flag);
  return client.values()[flag];
}

/** Every flag's current value; each flag the caller reads counts as used (an exposure, for a flag service). */
export function useFlags(): FlagValues {
  const client = useContext(FlagContext);
  return useMemo(() => {
    const { expose } = client;
    const values = client.values();
    if (!expose) return values;
    return new Proxy(values, {
      get: (target, key, receiver) => {
        const flag = plusFlags.find((f) => f === key);
        if (flag) expose(flag);
        return Reflect.get(target, key, receiver);
      },
    });
  }, [client]);
}

/** Reports a plus action to the flag service (a conversion); does nothing without one. */
export function useFlagConversion(): (conversion: FlagConversion) => void {
  const { convert } = useContext(FlagContext);
  return useMemo(() => (conversion: FlagConversion) => convert?.(conversion), [convert]);
}
