import type { DevModules } from "../src/web-api/build/dev-modules";
import { localHandlers } from "./dev-server";
import { createFixtureApi } from "./fixture-api/index";

/**
 * All that src/ loads of dev/, at run time through src/web-api/build/dev-modules.ts: `satisfies`
 * holds it to the type src/ expects, so a changed signature here fails the typecheck, not a build.
 */
export const devModules = { createFixtureApi, localHandlers } satisfies DevModules;
