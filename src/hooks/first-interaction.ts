import { useEffect, useState } from "react";

/** What counts as the visitor's first sign of use: a pointer or key, a touch, the wheel or a scroll. */
const INTERACTIONS = ["pointerdown", "pointermove", "keydown", "touchstart", "wheel", "scroll"] as const;

let interacted = false;
const waiting = new Set<() => void>();

function interact(): void {
  interacted = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, interact, true);
  for (const callback of [...waiting]) callback();
  waiting.clear();
}

/**
 * Calls `callback` once at the visitor's first interaction with the page (at once if it has happened);
 * returns the cancel. Code that a first view does not need (a part below it, a client that only
 * changes parts below it) waits for this, so a page that is only looked at downloads none of it.
 */
export function onFirstInteraction(callback: () => void): () => void {
  if (interacted) {
    callback();
    return () => undefined;
  }
  if (waiting.size === 0) for (const type of INTERACTIONS) window.addEventListener(type, interact, { capture: true, passive: true });
  waiting.add(callback);
  return () => waiting.delete(callback);
}

/** False until the visitor's first interaction with the page (in the server HTML too), true from then on. */
export function useFirstInteraction(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => onFirstInteraction(() => setDone(true)), []);
  return done;
}
