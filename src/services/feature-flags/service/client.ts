import { absolute } from "../../../environment/api-base";
import { flagServiceBase } from "./base";
import { defaultFlagValues } from "../local-client";
import { plusFlags, type FeatureFlagClient, type FeatureFlagSdkOptions, type FlagUser, type FlagValues, type PlusFlag } from "../types";
import { assign, type Assignment } from "../experiments";
import { userOf } from "../user";
import type { FlagConfiguration } from "./answer";
import { eventQueue } from "./events";
import { knownConfig, startPoller } from "./poller";

/** The flag service's addresses for an SDK key and flag user: its configuration and its events. */
export function flagServiceUrls(base: string, sdkKey: string, user: FlagUser): { config: string; events: string } {
  const service = `${base.replace(/\/$/, "")}/v1/sdk/${encodeURIComponent(sdkKey)}`;
  const query = new URLSearchParams({ user: user.id, environment: user.attributes.environment });
  return { config: `${service}/config?${query}`, events: `${service}/events` };
}

/**
 * The flag service's client for one page view (the chunk `flag-client`): the service's values, split
 * by its experiments for a visitor with an id, with the flag cookie's on top, kept polled; an exposure
 * the first time the page view uses a flag with a value the service gave (again if that value
 * changes), naming the experiment and variant that set it, and a conversion for each plus action reported.
 */
export function connectFlagService({ sdkKey, context, overrides, base }: FeatureFlagSdkOptions & { base?: string }): FeatureFlagClient {
  const user = userOf(context);
  const root = absolute(base ?? flagServiceBase[user.attributes.environment], window.location.origin);
  const urls = flagServiceUrls(root, sdkKey, user);
  const events = eventQueue(urls.events, user);
  const listeners = new Set<() => void>();
  let assignments: ReadonlyMap<PlusFlag, Assignment> = new Map();
  // The flag cookie beats an experiment: a flag it sets is nobody's variant.
  const apply = (config: Pick<FlagConfiguration, "values" | "experiments">): FlagValues => {
    const split = assign(
      config.values,
      config.experiments.filter((e) => overrides[e.flag] === undefined),
      context.targetingKey,
    );
    assignments = split.assignments;
    return Object.keys(overrides).length > 0 ? { ...split.values, ...overrides } : split.values;
  };
  const earlier = knownConfig(urls.config);
  let values = apply(earlier ?? { values: defaultFlagValues, experiments: [] });
  // Exposures name values the service gave: none before its first answer (in this document).
  let ready = earlier !== undefined;
  const used = new Set<PlusFlag>();
  // Per flag, the value and experiment last reported: one exposure per experiment and page view.
  const exposed = new Map<PlusFlag, string>();

  const report = (flag: PlusFlag): void => {
    const value = values[flag];
    const assignment = assignments.get(flag);
    const seen = `${value}/${assignment?.experiment ?? ""}`;
    if (exposed.get(flag) === seen) return;
    exposed.set(flag, seen);
    events.add({ type: "exposure", flag, value, at: Date.now(), ...assignment });
  };
  const poller = startPoller(urls.config, (config) => {
    const next = apply(config);
    const changed = plusFlags.some((flag) => next[flag] !== values[flag]);
    if (changed) values = next;
    if (!ready) used.forEach(report);
    ready = true;
    if (changed) listeners.forEach((listener) => listener());
  });

  return {
    values: () => values,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close: () => {
      poller.stop();
      events.flush();
    },
    expose: (flag) => {
      used.add(flag);
      if (ready) report(flag);
    },
    convert: (name) => events.add({ type: "conversion", name, at: Date.now() }),
  };
}
