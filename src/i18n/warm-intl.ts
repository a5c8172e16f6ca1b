/**
 * Makes the browser's ICU load its locale data now. Its first use in a page costs 10-20 ms of main
 * thread on a desktop (measured in Chromium: the first `Intl.NumberFormat` or `supportedLocalesOf`
 * call; later ones take well under 1 ms), four times that on a phone. react-intl's `createIntl` makes
 * that first call while React hydrates the page providers, so the cost landed inside a hydration
 * slice and made it a long task. Called in a task of its own while the page's data is still on its way.
 */
export function warmIntl(locale: string): void {
  try {
    // The two calls createIntl makes to check the locale.
    Intl.NumberFormat.supportedLocalesOf(locale);
    Intl.DateTimeFormat.supportedLocalesOf(locale);
  } catch {
    // A malformed lang attribute: react-intl reports the locale when it meets it.
  }
}
