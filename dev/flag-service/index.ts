import { createHash } from "node:crypto";
import { appendFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import * as v from "valibot";
import { LOCAL_SDK_KEY } from "../../src/services/feature-flags/config";
import { flagConversions, plusFlags } from "../../src/services/feature-flags/types";
import { DEFAULT_SCOPE, FlagScopes, SCOPE_ID } from "./scopes";

/** Largest events body the stand-in reads, as a real service would limit a beacon. */
export const MAX_EVENTS_BYTES = 64 * 1024;

const Environment = v.picklist(["dev", "stage", "prod"]);
const FlagUser = v.object({ id: v.pipe(v.string(), v.minLength(1)), attributes: v.object({ environment: Environment }) });
/** A batch of events as the client sends it (docs/feature-flags.md, "Events"). */
export const EventBatch = v.object({
  user: FlagUser,
  events: v.pipe(
    v.array(
      v.variant("type", [
        v.object({
          type: v.literal("exposure"),
          flag: v.picklist(plusFlags),
          value: v.boolean(),
          at: v.number(),
          experiment: v.optional(v.string()),
          variant: v.optional(v.picklist(["control", "treatment"])),
        }),
        v.object({ type: v.literal("conversion"), name: v.picklist(flagConversions), at: v.number() }),
      ]),
    ),
    v.minLength(1),
  ),
});
const ScopeSettings = v.object({
  flags: v.optional(v.partial(v.strictObject(Object.fromEntries(plusFlags.map((flag) => [flag, v.boolean()]))))),
  pollSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(86_400))),
  experiments: v.optional(
    v.array(
      v.strictObject({
        key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,64}$/)),
        flag: v.picklist(plusFlags),
        percentage: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
      }),
    ),
  ),
});

/** Where the local server appends every batch it receives unless `FLAG_EVENTS_FILE` names another file (`.cache/` is ignored by git). */
export const defaultFlagEventsFile = (root: string): string =>
  process.env.FLAG_EVENTS_FILE ?? join(root, ".cache", "flags", "events.ndjson");

/** One line of the event export: a batch as it arrived, with its scope. */
export const ExportedBatch = v.object({ ...EventBatch.entries, receivedAt: v.string(), scope: v.string() });
export type ExportedBatch = v.InferOutput<typeof ExportedBatch>;

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
 * for the local SDK key with an ETag (304 when unchanged), the events it receives (appended to
 * `exportFile`, newline-delimited JSON, when one is given), and two endpoints for tests: set a scope's
 * flags, experiments and polling interval, read the batches a scope received.
 */
export function createFlagService(
  scopes = new FlagScopes(),
  exportFile?: string,
): { handle: (request: Request) => Promise<Response>; scopes: FlagScopes } {
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
      const scope = scopeOf(request);
      const received = { receivedAt: new Date().toISOString(), ...batch.output };
      scopes.receive(scope, received);
      if (exportFile !== undefined) exportBatch(exportFile, { ...received, scope });
      return new Response(null, { status: 204 });
    }
    const test = TEST_SCOPE.exec(pathname);
    const scope = test?.[1] ?? "";
    if (test && !SCOPE_ID.test(scope)) return json(400, { error: "a scope id is 1-64 letters, digits, - or _" });
    if (test && !test[2] && request.method === "PUT") {
      const settings = v.safeParse(ScopeSettings, parse(await request.text()));
      if (!settings.success) return json(400, { error: v.summarize(settings.issues) });
      const { flags, pollSeconds, experiments } = settings.output;
      return json(200, scopes.configure(scope, flags ?? {}, pollSeconds, experiments));
    }
    if (test?.[2] && request.method === "GET") return json(200, { batches: scopes.batches(scope) });
    return json(404, { error: "no such flag service path" });
  }
  return { handle, scopes };
}

function exportBatch(file: string, batch: ExportedBatch): void {
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(batch)}\n`);
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
