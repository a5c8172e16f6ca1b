import { variantOf, type Variant } from "./bucket";
import type { FlagValues, PlusFlag } from "./types";

/** An experiment on one plus flag: `percentage` % of visitors get the flag flipped (the treatment), the rest keep it (the control). */
export type Experiment = Readonly<{ key: string; flag: PlusFlag; percentage: number }>;

/** The experiment a flag's value came from, and the visitor's variant in it. */
export type Assignment = Readonly<{ experiment: string; variant: Variant }>;

/**
 * The values a visitor sees under the experiments, and their assignments. A visitor without an id
 * (no consent) sees every control and has no assignment: nothing of theirs is counted.
 */
export function assign(
  values: FlagValues,
  experiments: readonly Experiment[],
  visitorId: string | undefined,
): { values: FlagValues; assignments: ReadonlyMap<PlusFlag, Assignment> } {
  const assignments = new Map<PlusFlag, Assignment>();
  if (visitorId === undefined || experiments.length === 0) return { values, assignments };
  const assigned: Record<PlusFlag, boolean> = { ...values };
  for (const { key, flag, percentage } of experiments) {
    const variant = variantOf(key, visitorId, percentage);
    if (variant === "treatment") assigned[flag] = !values[flag];
    assignments.set(flag, { experiment: key, variant });
  }
  return { values: assigned, assignments };
}
