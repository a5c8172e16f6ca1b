/**
 * Makes the browser's ICU load its locale data before React needs it. Its first use in a page costs
 * main-thread time that later calls do not (in Chromium: ICU's data and the locale, then the locale
 * list of the first formatter service, the largest step, then a smaller one for the second service).
 * react-intl's `createIntl` makes those calls while
 * React hydrates the page providers, so the cost landed inside a hydration slice and made it a long
 * task. Each step runs in a task of its own, while the page's data is still on its way: one task of
 * all three was itself the longest task of some pages.
 */
const intlWarmSteps = (locale: string): readonly (() => unknown)[] => [
  // ICU's data and the locale's likely subtags.
  () => new Intl.Locale(locale).maximize(),
  // The two checks createIntl makes of the locale.
  () => Intl.NumberFormat.supportedLocalesOf(locale),
  () => Intl.DateTimeFormat.supportedLocalesOf(locale),
];

/** Runs the warm-up steps one task after another (`later` queues a task; setTimeout in the page). */
export function warmIntl(locale: string, later: (task: () => void) => void = (task) => setTimeout(task, 0)): void {
  const steps = intlWarmSteps(locale);
  const next = (index: number): void => {
    const step = steps[index];
    if (!step) return;
    later(() => {
      try {
        step();
      } catch {
        // A malformed lang attribute: react-intl reports the locale when it meets it.
        return;
      }
      next(index + 1);
    });
  };
  next(0);
}
