import type { Market } from "../../../markets/schema";
import { acceptLanguageHeader } from "../../environment/accept-language";
import { createApiClient, type ApiClient } from "../client";
import { recordingFetch } from "./answers-digest";
import { loadFixtureApi, type FixtureApi } from "./fixture-loader";

let fixture: FixtureApi | undefined;

/**
 * Where a build reads the web API: the embedded fixture (development, tests, bench) or a real API.
 * `named` says whether `API_BASE` chose it; a build that names nothing reads the fixture and says so.
 */
export type BuildApiSource = { kind: "fixture"; named: boolean } | { kind: "api"; base: string };

/** The values a build may name. */
export const API_BASE_HELP =
  "API_BASE=fixture (the embedded fixture API, for development and tests) or API_BASE=https://… (a real web API)";

/** What a build that names no API prints: it reads the fixture's seed data, which no release may ship. */
export const FIXTURE_NOTICE =
  "API_BASE is not set: building with the embedded fixture API (seed data). A release sets RELEASE=1 and API_BASE=https://… (a real web API)";

/**
 * The build's API source from `API_BASE`. The documented build commands (`npm run build`, `build:all`)
 * keep working without it, from the fixture; a release (`RELEASE=1`) must name a real API, so there a
 * missing value or the fixture throws, and a bad value throws everywhere.
 */
export function buildApiSource(env: NodeJS.ProcessEnv): BuildApiSource {
  const base = env.API_BASE?.trim();
  const release = env.RELEASE === "1" || env.RELEASE === "true";
  if (release && (!base || base === "fixture"))
    throw new Error(`A release build (RELEASE=1) needs a real web API: API_BASE=https://…${base ? ", not the fixture" : ""}`);
  if (!base) return { kind: "fixture", named: false };
  if (base === "fixture") return { kind: "fixture", named: true };
  const url = URL.canParse(base) ? new URL(base) : undefined;
  if (!url || (url.protocol !== "https:" && url.hostname !== "localhost" && url.hostname !== "127.0.0.1")) {
    throw new Error(`API_BASE must be "fixture" or an https URL (http on localhost), got ${JSON.stringify(base)}: ${API_BASE_HELP}`);
  }
  return { kind: "api", base: base.replace(/\/$/, "") };
}

/** The web-API client of a build, for one market: the real API at `API_BASE`, or the fixture with `API_BASE=fixture`. */
export function buildApiClient(market: Pick<Market, "acceptLanguage">, env: NodeJS.ProcessEnv = process.env): ApiClient {
  const acceptLanguage = acceptLanguageHeader(market.acceptLanguage);
  const source = buildApiSource(env);
  // Every answer is recorded: build:all skips the build when they and every input are those of the last one.
  if (source.kind === "api") {
    const send: typeof fetch = (input, init) => globalThis.fetch(input, init);
    return createApiClient({ base: source.base, acceptLanguage, timeoutMs: 20_000, fetch: recordingFetch(send, acceptLanguage) });
  }
  fixture ??= loadFixtureApi(env);
  return createApiClient({ base: "http://fixture.local", acceptLanguage, fetch: recordingFetch(fixture.fetch, acceptLanguage) });
}
