import { loadDevModule } from "./dev-modules";

/** What a build needs of the fixture: its fetch. */
export type FixtureApi = { fetch: typeof fetch };

/** The development fixture, in process (no server, no faults), from dev/ through its typed entry. */
export function loadFixtureApi(env: NodeJS.ProcessEnv): FixtureApi {
  // FIXTURE_HELP_SCALE=<n>: each help article n times, for the bench of a build with many more pages.
  return loadDevModule("fixture").createFixtureApi({ faults: false, helpScale: Number(env.FIXTURE_HELP_SCALE ?? 1) });
}
