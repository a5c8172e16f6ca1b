/**
 * Focus lost with a removed element goes to the page's main region instead of to nowhere, without
 * scrolling to it: the visitor stays where they were reading (a billboard or the booking engine may
 * stand above the main region). For sheets that leave once answered: consent, language suggestion.
 */
export function keepFocus(): void {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) document.getElementById("main")?.focus({ preventScroll: true });
}
