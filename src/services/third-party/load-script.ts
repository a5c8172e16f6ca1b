/** How long a third-party script may take before it counts as failed. */
export const THIRD_PARTY_TIMEOUT_MS = 8000;

const loading = new Map<string, Promise<void>>();

/**
 * Adds a third-party script (a same-origin proxy URL) once per page as `<script async>` and settles
 * when it has run. A failure (error, timeout) removes the script and is forgotten, so a later call
 * tries again; the caller decides how quiet the failure is.
 */
export function loadThirdPartyScript(src: string, timeoutMs = THIRD_PARTY_TIMEOUT_MS): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    const timer = setTimeout(() => fail(`no answer within ${timeoutMs} ms`), timeoutMs);
    function fail(reason: string): void {
      clearTimeout(timer);
      script.remove();
      loading.delete(src);
      reject(new Error(`${src}: ${reason}`));
    }
    script.src = src;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail("did not load");
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}
