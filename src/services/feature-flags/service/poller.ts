import { DEFAULT_POLL_SECONDS, parseFlagAnswer, type FlagConfiguration } from "./answer";

/** How long one request may take before it counts as a failure. */
const REQUEST_TIMEOUT_MS = 10_000;
/** The longest wait after failures, unless the interval itself is longer. */
const MAX_BACKOFF_MS = 15 * 60_000;

/** What the last answer for a configuration URL left: later page views of the document start from it. */
type Known = { etag: string | undefined; config: FlagConfiguration; polledAt: number };
const known = new Map<string, Known>();

/** The configuration an earlier page view of this document received, if any. */
export const knownConfig = (url: string): FlagConfiguration | undefined => known.get(url)?.config;

/**
 * Keeps one configuration URL polled: at once (or when an earlier page view's answer is due), then
 * every `pollSeconds` of the last answer, revalidating with If-None-Match (304 keeps the values).
 * Nothing is asked while the tab is hidden; a poll that fell due meanwhile runs when it is shown.
 * A failure or a bad answer keeps the values and doubles the wait, up to 15 minutes.
 */
export function startPoller(url: string, onConfig: (config: FlagConfiguration) => void): { stop: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | undefined;
  let failures = 0;
  let stopped = false;
  const earlier = known.get(url);
  let dueAt = earlier ? earlier.polledAt + intervalMs(url) : Date.now();

  const wait = (): void => {
    clearTimeout(timer);
    timer = undefined;
    if (!stopped && !request && document.visibilityState !== "hidden") timer = setTimeout(poll, Math.max(0, dueAt - Date.now()));
  };

  const failed = (warning?: string): void => {
    failures += 1;
    if (warning && failures === 1) console.warn(`Feature flags: the flag service did not answer (${warning}); keeping the current values.`);
  };

  async function poll(): Promise<void> {
    timer = undefined;
    const last = known.get(url);
    const controller = (request = new AbortController());
    const timeout = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    try {
      // Only the flag user in the address: no cookies beyond the service's own origin, no referrer.
      const response = await fetch(url, {
        headers: last?.etag ? { "if-none-match": last.etag } : {},
        cache: "no-store",
        credentials: "same-origin",
        referrerPolicy: "no-referrer",
        signal: controller.signal,
      });
      if (response.status === 304 && last) {
        known.set(url, { ...last, polledAt: Date.now() });
        failures = 0;
      } else if (response.ok) {
        const answer = parseFlagAnswer(await response.json().catch(() => undefined));
        if (answer.ok) {
          known.set(url, { etag: response.headers.get("etag") ?? undefined, config: answer.config, polledAt: Date.now() });
          failures = 0;
          if (!stopped) onConfig(answer.config);
        } else {
          console.error(`Feature flags: the flag service's answer is not a configuration (${answer.reason}); keeping the current values.`);
          failed();
        }
      } else failed(`HTTP ${response.status}`);
    } catch (error) {
      if (!stopped) failed(error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timeout);
      request = undefined;
    }
    if (stopped) return;
    const backoff = intervalMs(url) * 2 ** Math.min(failures, 10);
    dueAt = Date.now() + Math.min(backoff, Math.max(intervalMs(url), MAX_BACKOFF_MS));
    wait();
  }

  const onVisibility = (): void => wait();
  document.addEventListener("visibilitychange", onVisibility);
  wait();
  return {
    stop: () => {
      stopped = true;
      document.removeEventListener("visibilitychange", onVisibility);
      clearTimeout(timer);
      request?.abort();
    },
  };
}

/** The interval the last answer set, else the site's default. */
function intervalMs(url: string): number {
  return (known.get(url)?.config.pollSeconds ?? DEFAULT_POLL_SECONDS) * 1000;
}
