import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    window.removeEventListener("hashchange", onChange);
    window.removeEventListener("popstate", onChange);
  };
}

/**
 * The location's hash, kept current on hash changes; empty in the server HTML, as on most visits.
 * Gatsby's own navigations within a page (a Link to `/account#/profiles`) push the hash without an
 * event, but render the page again, and each render reads the hash anew.
 */
export function useLocationHash(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => "",
  );
}
