import * as v from "valibot";
import { defaultFlagValues } from "../local-client";
import { plusFlags, type FlagValues, type PlusFlag } from "../types";
import type { Experiment } from "../experiments";

/** How often the client asks when neither the service nor anything else says: the site's default. */
export const DEFAULT_POLL_SECONDS = 60;
/** The range a service's `pollSeconds` is clamped to: no faster than would load the service, no slower than a change should take. */
export const POLL_SECONDS_RANGE = { min: 5, max: 3600 } as const;

const flagEntries = Object.fromEntries(plusFlags.map((flag) => [flag, v.optional(v.boolean())]));

/** An experiment of the answer: `{ key: "new-banners-1", flag: "newBanners", percentage: 50 }`. */
const ExperimentAnswer = v.object({
  key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,64}$/)),
  flag: v.picklist(plusFlags),
  percentage: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
});

/**
 * The service's configuration for an SDK key: `{ flags: { reviews: false, … }, experiments?: […], pollSeconds?: 30 }`.
 * `v.object` drops names it does not know, so a flag the site has not heard of is ignored.
 */
const FlagAnswer = v.object({
  flags: v.object(flagEntries),
  experiments: v.optional(v.array(ExperimentAnswer)),
  // JSON has no NaN; a huge number (Infinity) is clamped like any other.
  pollSeconds: v.optional(v.number()),
});

/**
 * A valid answer as the client uses it: every flag's value (a missing one keeps its default), the
 * experiments (at most one per flag: the first one named) and the polling interval.
 */
export type FlagConfiguration = { values: FlagValues; experiments: readonly Experiment[]; pollSeconds: number };

/** The configuration in a service answer, or the reason it is not one. */
export function parseFlagAnswer(body: unknown): { ok: true; config: FlagConfiguration } | { ok: false; reason: string } {
  const parsed = v.safeParse(FlagAnswer, body);
  if (!parsed.success) {
    const [issue] = parsed.issues;
    return { ok: false, reason: `${v.getDotPath(issue) ?? "answer"}: ${issue.message}` };
  }
  const values: Record<PlusFlag, boolean> = { ...defaultFlagValues };
  for (const flag of plusFlags) values[flag] = parsed.output.flags[flag] ?? defaultFlagValues[flag];
  const seconds = parsed.output.pollSeconds ?? DEFAULT_POLL_SECONDS;
  const pollSeconds = Math.min(POLL_SECONDS_RANGE.max, Math.max(POLL_SECONDS_RANGE.min, seconds));
  const experiments = (parsed.output.experiments ?? []).filter((e, i, all) => all.findIndex((other) => other.flag === e.flag) === i);
  return { ok: true, config: { values, experiments, pollSeconds } };
}
