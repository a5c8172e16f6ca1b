import type { Market } from "../../markets/schema";
import { acceptLanguageHeader } from "../environment/accept-language";
import { createApiClient, type ApiClient } from "./client";
import { loadFixtureApi, type FixtureApi } from "./fixture-loader";

let fixture: FixtureApi | undefined;


/** Where a build reads the web API: the embedded fixture (development, tests, bench) or a real API. */
export type BuildApiSource = { kind: "fixture" } | { kind: "api"; base: string };

/** The one line a build stops with when `API_BASE` is missing or wrong. */
export const API_BASE_HELP = "API_BASE=fixture (the embedded fixture API, for development and tests) or API_BASE=https://… (a real web API)";

/** The build's API source from `API_BASE`; a release must name one, so a missing or bad value throws. */
export function buildApiSource(env: NodeJS.ProcessEnv): BuildApiSource {
  const base = env.API_BASE?.trim();
  if (!base) throw new Error(`API_BASE is not set: build with ${API_BASE_HELP}`);
  if (base === "fixture") return { kind: "fixture" };
  const url = URL.canParse(base) ? new URL(base) : undefined;
  if (!url || (url.protocol !== "https:" && url.hostname !== "localhost" && url.hostname !== "127.0.0.1")) {
    throw new Error(`API_BASE must be "fixture" or an https URL (http on localhost), got ${JSON.stringify(base)}`);
  }
  return { kind: "api", base: base.replace(/\/$/, "") };
}

/** The web-API client of a build, for one market: the real API at `API_BASE`, or the fixture with `API_BASE=fixture`. */
export function buildApiClient(market: Pick<Market, "acceptLanguage">, env: NodeJS.ProcessEnv = process.env): ApiClient {
  const acceptLanguage = acceptLanguageHeader(market.acceptLanguage);
  const source = buildApiSource(env);
  if (source.kind === "api") return createApiClient({ base: source.base, acceptLanguage, timeoutMs: 20_000 });
  fixture ??= loadFixtureApi(env);
  return createApiClient({ base: "http://fixture.local", acceptLanguage, fetch: fixture.fetch });
}
