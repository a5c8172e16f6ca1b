import type { Market } from "../../markets/schema";
import { createFixtureApi, type FixtureApi } from "../../dev/fixture-api/index";
import { createApiClient, type ApiClient } from "./client";
import { acceptLanguageHeader } from "../environment/accept-language";

let fixture: FixtureApi | undefined;

/** The API base a build reads from: `API_BASE` when set (an https URL), else none (the fixture). */
export function buildApiBase(env: NodeJS.ProcessEnv): string | undefined {
  const base = env.API_BASE?.trim();
  if (!base) return undefined;
  const url = URL.canParse(base) ? new URL(base) : undefined;
  if (!url || (url.protocol !== "https:" && url.hostname !== "localhost" && url.hostname !== "127.0.0.1")) {
    throw new Error(`API_BASE must be an https URL (or http on localhost), got ${JSON.stringify(base)}`);
  }
  return base.replace(/\/$/, "");
}

/**
 * The web-API client of a build, for one market: the real API at `API_BASE`, or, with none set, the
 * fixture API in process (no server, no faults), so a fresh clone builds with no set-up.
 */
export function buildApiClient(market: Pick<Market, "acceptLanguage">, env: NodeJS.ProcessEnv = process.env): ApiClient {
  const acceptLanguage = acceptLanguageHeader(market.acceptLanguage);
  const base = buildApiBase(env);
  if (base) return createApiClient({ base, acceptLanguage, timeoutMs: 20_000 });
  // FIXTURE_HELP_SCALE=<n>: each help article n times, for the bench of a build with many more pages.
  fixture ??= createFixtureApi({ faults: false, helpScale: Number(env.FIXTURE_HELP_SCALE ?? 1) });
  return createApiClient({ base: "http://fixture.local", acceptLanguage, fetch: fixture.fetch });
}
