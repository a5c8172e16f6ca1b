import { createHash } from "node:crypto";
import * as v from "valibot";
import { LOCAL_SDK_KEY } from "../../src/services/feature-flags/config";
import { flagConversions, plusFlags } from "../../src/services/feature-flags/types";
import { DEFAULT_SCOPE, FlagScopes, SCOPE_ID } from "./scopes";

/** Largest events body the stand-in reads, as a real service would limit a beacon. */
export const MAX_EVENTS_BYTES = 64 * 1024;

const Environment = v.picklist(["dev", "stage", "prod"]);
const FlagUser = v.object({ id: v.pipe(v.string(), v.minLength(1)), attributes: v.object({ environment: Environment }) });
const EventBatch = v.object({
  user: FlagUser,
  events: v.pipe(
    v.array(
      v.variant("type", [
        v.object({ type: v.literal("exposure"), flag: v.picklist(plusFlags), value: v.boolean(), at: v.number() }),
        v.object({ type: v.literal("conversion"), name: v.picklist(flagConversions), at: v.number() }),
      ]),
    ),
    v.minLength(1),
  ),
});
const ScopeSettings = v.object({
  flags: v.optional(v.partial(v.strictObject(Object.fromEntries(plusFlags.map((flag) => [flag, v.boolean()]))))),
  pollSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(86_400))),
});

const CONFIG = /^\/v1\/sdk\/([^/]+)\/config$/;
const EVENTS = /^\/v1\/sdk\/([^/]+)\/events$/;
const TEST_SCOPE = /^\/_test\/scopes\/([^/]+)(\/events)?$/;

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });

/** The scope a request names in its `flag-scope` cookie (or `x-flag-scope` header), else the default one. */
export function scopeOf(request: Request): string {
  const cookie = /(?:^|;\s*)flag-scope=([^;]*)/.exec(request.headers.get("cookie") ?? "")?.[1];
  const id = request.headers.get("x-flag-scope") ?? cookie ?? DEFAULT_SCOPE;
  return SCOPE_ID.test(id) ? id : DEFAULT_SCOPE;
}

/** Whether an If-None-Match header names this entity tag (weak or strong, or `*`). */
const matches = (header: string | null, etag: string): boolean =>
  header !== null && header.split(",").some((tag) => ["*", etag].includes(tag.trim().replace(/^W\//, "")));

/**
 * The flag service's local stand-in (docs/feature-flags.md), paths below `/flags`: the configuration
 * for the local SDK key with an ETag (304 when unchanged), the events it receives, and two endpoints
 * for tests: set a scope's flags and polling interval, read the batches a scope received.
 */
export function createFlagService(scopes = new FlagScopes()): { handle: (request: Request) => Promise<Response>; scopes: FlagScopes } {
  async function handle(request: Request): Promise<Response> {
    const { pathname, searchParams } = new URL(request.url);
    const service = CONFIG.exec(pathname) ?? EVENTS.exec(pathname);
    if (service && decodeURIComponent(service[1] ?? "") !== LOCAL_SDK_KEY) return json(403, { error: "unknown SDK key" });
    if (CONFIG.test(pathname) && request.method === "GET") {
      if (!searchParams.get("user") || !v.is(Environment, searchParams.get("environment"))) {
        return json(400, { error: "the flag user (user, environment) is missing" });
      }
      const body = JSON.stringify(scopes.config(scopeOf(request)));
      const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 16)}"`;
      if (matches(request.headers.get("if-none-match"), etag))
        return new Response(null, { status: 304, headers: { etag, "cache-control": "no-cache" } });
      return new Response(body, {
        status: 200,
        headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-cache", etag },
      });
    }
    if (EVENTS.test(pathname) && request.method === "POST") {
      const text = await request.text();
      if (text.length > MAX_EVENTS_BYTES) return json(413, { error: "too large" });
      const batch = v.safeParse(EventBatch, parse(text));
      if (!batch.success) return json(400, { error: v.summarize(batch.issues) });
      scopes.receive(scopeOf(request), { receivedAt: new Date().toISOString(), ...batch.output });
      return new Response(null, { status: 204 });
    }
    const test = TEST_SCOPE.exec(pathname);
    const scope = test?.[1] ?? "";
    if (test && !SCOPE_ID.test(scope)) return json(400, { error: "a scope id is 1-64 letters, digits, - or _" });
    if (test && !test[2] && request.method === "PUT") {
      const settings = v.safeParse(ScopeSettings, parse(await request.text()));
      if (!settings.success) return json(400, { error: v.summarize(settings.issues) });
      return json(200, scopes.configure(scope, settings.output.flags ?? {}, settings.output.pollSeconds));
    }
    if (test?.[2] && request.method === "GET") return json(200, { batches: scopes.batches(scope) });
    return json(404, { error: "no such flag service path" });
  }
  return { handle, scopes };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
