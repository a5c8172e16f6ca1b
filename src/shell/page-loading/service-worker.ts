/** The parts of the window this reads: Gatsby's update flag and the reload. */
export type WorkerWindow = { ___swUpdated?: boolean; location: { reload: () => void } };

/**
 * Spec §4: once a new service worker has taken over, the next navigation is a full page load. Gatsby's
 * navigate() does that for links; back and forward buttons bypass navigate(), so a change of page seen
 * after the update reloads at the new address. Hash and query changes on the same page stay in place.
 */
export function reloadIfWorkerUpdated(pathname: string, previousPathname: string | undefined, win: WorkerWindow = window): boolean {
  if (!win.___swUpdated || previousPathname === undefined || pathname === previousPathname) return false;
  win.location.reload();
  return true;
}
