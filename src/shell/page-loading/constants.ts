/**
 * Spec §9 page-loading constants. Gatsby's runtime owns these timings (loader.js, navigation.js);
 * they are named here so tests and docs check the built site against the spec's numbers.
 */
export const pageLoading = {
  /** A navigation shows the progress bar only after this long (Gatsby's onRouteUpdateDelayed). */
  progressDelayMs: 1000,
  /** Pages prefetched together in one batch. */
  prefetchBatchSize: 4,
  /** Pause before the first batch and between batches. */
  prefetchIntervalMs: 3000,
  /** Retries of a page-data request that fails with neither 404 nor 500. */
  pageDataRetries: 3,
  /** Colour of the progress bar. */
  progressColour: "tomato",
} as const;
