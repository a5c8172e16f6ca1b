import { currentConsent, onConsentChange } from "../../consent/state";
import type { Variant } from "../bucket";
import type { FlagConversion, FlagUser, PlusFlag } from "../types";

/** What the flag service hears: a flag a page view used, with its value (and experiment and variant, if one set it), or a plus action. */
export type FlagEvent =
  | { type: "exposure"; flag: PlusFlag; value: boolean; at: number; experiment?: string; variant?: Variant }
  | { type: "conversion"; name: FlagConversion; at: number };

/** A batch goes out when it holds `size` events or `waitMs` after its first one; before consent at most `held` wait in memory. */
export const EVENT_BATCH = { size: 20, waitMs: 10_000, held: 100 } as const;

/** Collects a document's flag events and sends them in batches, only with performance consent. */
export type EventQueue = { add: (event: FlagEvent) => void; flush: () => void };

const queues = new Map<string, EventQueue>();

/** The document's queue for an events address: page views share its batches and its listeners. */
export function eventQueue(url: string, user: FlagUser): EventQueue {
  const queue = queues.get(url) ?? createQueue(url, user);
  queues.set(url, queue);
  return queue;
}

/**
 * Events wait in memory until the visitor answers the consent question; "I agree" sends them, the
 * limited version drops them and every later one. With consent a batch goes out by sendBeacon when
 * it is full, when its time is up, and when the page is hidden or left (pagehide).
 */
function createQueue(url: string, user: FlagUser): EventQueue {
  let pending: FlagEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settling = false;

  const send = (events: FlagEvent[]): void => {
    if (!navigator.sendBeacon(url, JSON.stringify({ user, events })))
      console.warn(`Feature flags: the browser refused ${events.length} events.`);
  };
  const flush = (): void => {
    clearTimeout(timer);
    timer = undefined;
    if (currentConsent() !== "performance") return;
    while (pending.length > 0) send(pending.splice(0, EVENT_BATCH.size));
  };
  // Full batches leave at once, the rest when its time is up; after the caller's task, which may be a render.
  const settle = (): void => {
    settling = false;
    if (currentConsent() !== "performance") return;
    while (pending.length >= EVENT_BATCH.size) send(pending.splice(0, EVENT_BATCH.size));
    if (pending.length > 0 && timer === undefined) timer = setTimeout(flush, EVENT_BATCH.waitMs);
  };
  const add = (event: FlagEvent): void => {
    const consent = currentConsent();
    if (consent === "essential" || (consent === undefined && pending.length >= EVENT_BATCH.held)) return;
    pending.push(event);
    if (!settling) queueMicrotask(settle);
    settling = true;
  };

  onConsentChange(() => {
    if (currentConsent() !== "essential") return flush();
    pending = [];
    clearTimeout(timer);
    timer = undefined;
  });
  window.addEventListener("pagehide", flush);
  document.addEventListener("visibilitychange", () => void (document.visibilityState === "hidden" && flush()));
  return { add, flush };
}
