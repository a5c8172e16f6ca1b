import { join } from "node:path";
import { appRoutes } from "./handlers/apps";
import { campaignRoutes } from "./handlers/campaigns";
import { branchRoutes } from "./handlers/branches";
import { bookingRoutes } from "./handlers/booking";
import { helpRoutes } from "./handlers/help";
import { subscriptionRoutes } from "./handlers/subscription";
import { userRoutes } from "./handlers/users";
import { checkCaptcha } from "./captcha";
import { faultFor, NetworkFault } from "./faults";
import { FixtureError, matchRoute, parseInput, type Route } from "./router";
import { languageOf } from "./seed/languages";
import { FixtureState } from "./state";
import type { DevModules } from "../../src/web-api/build/dev-modules";

/** Largest request body the fixture reads; a bigger one gets 413. */
export const MAX_BODY_BYTES = 64 * 1024;

export type FixtureApiOptions = Readonly<{
  /** The fixture's clock: offers' dates, campaign deadlines, the resend wait. */
  now?: () => Date;
  /** Folder of the help centres' content (`data/help/`). */
  helpDir?: string;
  /** Each help article this many times (copies with their own id and slug), for the build's scale bench; 1 by default. */
  helpScale?: number;
  /** Whether requests may inject faults (tests); the build turns it off. */
  faults?: boolean;
}>;

export type FixtureApi = Readonly<{
  /** Answers a request whose path is below the API root (`/v1/…`). */
  handle(request: Request): Promise<Response>;
  /** A fetch for the API client: answers in process, as the server would. */
  fetch: typeof fetch;
  state: FixtureState;
  routes: readonly Route[];
}>;

const headers = { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", "access-control-allow-origin": "*" };
const json = (status: number, body: unknown, extra: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { ...headers, ...extra } });
const failure = (status: number, code: string, message: string, field?: string, extra?: Record<string, string>): Response =>
  json(status, { error: { code, message, ...(field === undefined ? {} : { field }) } }, extra);

/**
 * The fixture web API: every endpoint of `src/web-api/` with seed data and state, one definition for the
 * local server, the unit tests, the e2e tests and the build.
 */
export function createFixtureApi(options: FixtureApiOptions = {}): FixtureApi {
  const now = options.now ?? (() => new Date());
  const helpDir = options.helpDir ?? join(process.cwd(), "dev", "fixture-api", "data", "help");
  const state = new FixtureState();
  const routes: Route[] = [
    ...branchRoutes(),
    ...bookingRoutes(now),
    ...subscriptionRoutes(now),
    ...campaignRoutes(state, now),
    ...userRoutes(state, now),
    ...appRoutes(state, now),
    ...helpRoutes("rent", helpDir, state, options.helpScale),
    ...helpRoutes("ride", helpDir, state, options.helpScale),
  ];

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === "GET" && url.pathname === "/__dev/outbox") {
      const to = url.searchParams.get("to")?.toLowerCase();
      return json(200, { messages: state.outbox.filter((m) => to === undefined || m.to === to) });
    }
    const match = matchRoute(routes, request.method, url.pathname);
    if (!match) return failure(404, "notFound", `no endpoint ${url.pathname}`);
    if ("allow" in match)
      return failure(405, "methodNotAllowed", `${request.method} is not allowed here`, undefined, { allow: match.allow.join(", ") });
    const { route, params } = match;
    const fault = options.faults === false ? undefined : faultFor(request, route.endpoint.name);
    if (fault?.kind === "network") throw new NetworkFault(route.endpoint.name);
    if (fault?.kind === "slow") await new Promise((resolve) => setTimeout(resolve, fault.ms));
    if (fault?.kind === "500") return failure(500, "fault", `injected server error for ${route.endpoint.name}`);
    if (fault?.kind === "shape") return json(200, { unexpected: "injected wrong shape" });
    if (fault?.kind === "captcha") return failure(403, "captchaFailed", "injected captcha refusal", "captchaToken");
    if (fault?.kind === "gone") return failure(410, "gone", `injected: what ${route.endpoint.name} asked for is gone`);
    try {
      const query = parseInput(route.endpoint.query, Object.fromEntries(url.searchParams), "query");
      const body = route.endpoint.body ? parseInput(route.endpoint.body, await readJson(request), "body") : undefined;
      checkCaptcha(route.endpoint, body, state.spentCaptchaTokens);
      const acceptLanguage = request.headers.get("accept-language");
      const reply = route.handle({ params, query, body, language: languageOf(acceptLanguage), acceptLanguage });
      return request.method === "HEAD" ? new Response(null, { status: reply.status, headers }) : json(reply.status, reply.body);
    } catch (error) {
      if (error instanceof FixtureError) return failure(error.status, error.code, error.message, error.field);
      console.error(`[fixture-api] ${route.endpoint.name}:`, error);
      return failure(500, "internal", "the fixture failed; this is a bug in dev/fixture-api");
    }
  }

  const inProcess: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    try {
      return await handle(request);
    } catch (error) {
      if (error instanceof NetworkFault) throw new TypeError("fetch failed", { cause: error });
      throw error;
    }
  };

  return { handle, fetch: inProcess, state, routes };
}

/** The request's JSON body, at most MAX_BODY_BYTES. */
async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new FixtureError(413, "tooLarge", `the body is over ${MAX_BODY_BYTES} bytes`);
  if (text.trim() === "") throw new FixtureError(400, "invalidJson", "the body is empty; expected JSON", "body");
  try {
    return JSON.parse(text);
  } catch {
    throw new FixtureError(400, "invalidJson", "the body is not valid JSON", "body");
  }
}

/** What a build takes of the fixture, loaded at run time (src/web-api/build/dev-modules.ts); `satisfies` holds it to the type src/ expects. */
export const devModule = { createFixtureApi } satisfies DevModules["fixture"];
