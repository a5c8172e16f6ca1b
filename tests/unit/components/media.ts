import { vi } from "vitest";

type Listener = () => void;

/**
 * A window.matchMedia that answers min-width queries for a settable viewport width and
 * prefers-reduced-motion for a settable preference; `resize` notifies the listeners.
 */
export function fakeMedia(initial: { width: number; reducedMotion?: boolean }) {
  const state = { width: initial.width, reducedMotion: initial.reducedMotion ?? false };
  const listeners = new Set<Listener>();
  const queries: string[] = [];
  const matches = (query: string): boolean => {
    const min = /\(min-width:\s*(\d+)px\)/.exec(query);
    if (min) return state.width >= Number(min[1]);
    if (query.includes("prefers-reduced-motion: reduce")) return state.reducedMotion;
    return false;
  };
  const matchMedia = vi.fn((query: string) => {
    queries.push(query);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    };
  });
  vi.stubGlobal("matchMedia", matchMedia);
  return {
    queries,
    resize(width: number): void {
      state.width = width;
      listeners.forEach((listener) => listener());
    },
  };
}
