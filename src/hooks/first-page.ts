/** Whether the first page has hydrated: apart from use-hydrated.ts, so the page shell, which marks it, carries only this. */
let hydrated = false;

/** Marks the first page hydrated; an effect of every page's providers calls it, as it runs after hydration's commit. */
export function markFirstPageHydrated(): void {
  hydrated = true;
}

/** Whether the first page has hydrated: a component mounting from then on has no server HTML to match. */
export const firstPageHydrated = (): boolean => hydrated;
