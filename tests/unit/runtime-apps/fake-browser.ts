/** What a simulated app script does when it "runs": a function, or "fail" to fail loading. */
export type ScriptBehaviour = (() => void) | "fail";

/**
 * Simulates app scripts in jsdom (which loads none): when a script with a known URL is added,
 * runs its behaviour (an exception becomes the window error event a browser would fire) and then
 * fires load; unknown URLs fail to load.
 */
export function simulateScripts(behaviours: Record<string, ScriptBehaviour>): () => void {
  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((r) => [...r.addedNodes])) {
      if (!(node instanceof HTMLScriptElement)) continue;
      const behaviour = behaviours[node.src];
      setTimeout(() => {
        if (behaviour === undefined || behaviour === "fail") return void node.dispatchEvent(new Event("error"));
        try {
          runAsScript(node.src, behaviour);
        } catch (error) {
          window.dispatchEvent(
            new ErrorEvent("error", { error, message: `Uncaught ${String(error)}`, filename: node.src, cancelable: true }),
          );
        }
        node.dispatchEvent(new Event("load"));
      });
    }
  });
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

/** Runs `body` as the browser runs a classic script loaded from `src`: `document.currentScript` names it meanwhile. */
export function runAsScript(src: string, body: () => void): void {
  const script = document.createElement("script");
  script.src = src;
  Object.defineProperty(document, "currentScript", { configurable: true, get: () => script });
  try {
    body();
  } finally {
    Reflect.deleteProperty(document, "currentScript");
  }
}

/** Answers fetches from a table of URL → response factory; anything else is a 404. */
export function stubFetch(routes: Record<string, () => Response>): void {
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      const route = routes[url];
      return Promise.resolve(route ? route() : new Response("not found", { status: 404 }));
    }),
  );
}

/** Registers a create function the way an app's script does. */
export function register(name: string, create: (element: HTMLElement, props: object) => unknown): void {
  const list: unknown = Reflect.get(window, "movantaApps") ?? [];
  Reflect.set(window, "movantaApps", list);
  Reflect.apply(Reflect.get(Object(list), "push"), list, [{ name, create }]);
}

/** A JSON response. */
export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
