import { vi } from "vitest";
import { createFixtureApi, type FixtureApi } from "../../../../dev/fixture-api";

/**
 * The fixture API as the page's fetch: the client calls `<origin>/api/…`, as on the local server;
 * `fault` injects a fixture fault (`users.signUp:500`) the way the e2e tests' cookie does.
 */
export function stubFixtureFetch(fault?: string): { api: FixtureApi; fetch: ReturnType<typeof vi.fn> } {
  const api = createFixtureApi();
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    url.pathname = url.pathname.replace(/^\/api/, "");
    const headers = new Headers(request.headers);
    if (fault) headers.set("x-fixture-fault", fault);
    return api.fetch(url, { method: request.method, headers, body: init?.body, signal: init?.signal });
  });
  vi.stubGlobal("fetch", fetch);
  return { api, fetch };
}
