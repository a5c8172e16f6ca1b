import { useSyncExternalStore } from "react";

const noSubscription = (): (() => void) => () => undefined;

/**
 * False in the server HTML and during hydration, true from the first client render on. Pages mounted
 * later by client-side navigation are true at once, so nothing flickers after the first page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
