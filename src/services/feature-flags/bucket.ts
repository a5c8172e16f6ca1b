/** Buckets of an experiment: a percentage is split in hundredths (0.01 % steps). */
export const BUCKETS = 10_000;

/**
 * The visitor's bucket for an experiment, 0 … BUCKETS - 1: FNV-1a over `<experiment>/<visitor id>`,
 * then murmur3's finaliser, so ids that differ in one character land far apart. The same pair gives the
 * same bucket on every page, visit and browser, and an experiment's key reshuffles its visitors
 * (one experiment's treatment group is not the next one's).
 */
export function bucketOf(experimentKey: string, visitorId: string): number {
  const text = `${experimentKey}/${visitorId}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) % BUCKETS;
}

/** An experiment's two variants: the flag as the service configures it, or flipped. */
export type Variant = "control" | "treatment";

/** The variant of a visitor: the first `percentage` % of buckets get the treatment. */
export const variantOf = (experimentKey: string, visitorId: string, percentage: number): Variant =>
  bucketOf(experimentKey, visitorId) < Math.round(percentage * (BUCKETS / 100)) ? "treatment" : "control";
