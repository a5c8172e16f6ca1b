/** Performance entry names of one app's load: the bench reads the measure in the browser. */
export const timingNames = (app: string) => ({
  answer: `runtime-apps:${app}:bootstrapper-answer`,
  mounted: `runtime-apps:${app}:answer-to-mounted`,
});

/** Marks the arrival of an app's bootstrapper answer. */
export function markAnswer(app: string): void {
  try {
    performance.mark(timingNames(app).answer);
  } catch {
    // Timing is a nicety; a browser without the User Timing API still mounts apps.
  }
}

/** Measures from the latest bootstrapper answer of the app to now (its mount). */
export function measureMounted(app: string): void {
  const names = timingNames(app);
  try {
    if (performance.getEntriesByName(names.answer, "mark").length > 0) performance.measure(names.mounted, names.answer);
  } catch {
    // As above.
  }
}
