import type { Server } from "node:http";
import { join } from "node:path";
import { demoAppsHandler } from "./apps/handler";
import { captchaStandInHandler } from "./captcha-stand-in/handler";
import { fixtureApiHandler } from "./fixture-api/handler";
import { marketingMediaHandler } from "./marketing-media/handler";
import { createFixtureApi } from "./fixture-api/index";
import { createFlagService, defaultFlagEventsFile } from "./flag-service/index";
import { FlagScopes } from "./flag-service/scopes";
import { flagServiceHandler } from "./flag-service/handler";
import { proxyAllowlist } from "../src/config/proxy-allowlist";
import { createProxyHandler } from "./proxy";
import { localUpstream, networkUpstream } from "./proxy-upstreams";
import { localRumCollector } from "./rum-collector/handler";
import { createSiteServer, type Handler } from "./site-server";
import type { DevModules } from "../src/web-api/build/dev-modules";

/**
 * The local server of `npm run serve` (and of the Lighthouse bench): the built site from public/, or
 * dist/<host>/ by Host header, with the local extras of `localHandlers`.
 */
export function createDevServer(root: string): Server {
  return createSiteServer({ publicDir: join(root, "public"), distDir: join(root, "dist"), handlers: localHandlers(root) });
}

/**
 * The local extras of both local servers (`npm run serve`, and Gatsby's in `npm run dev`): the demo
 * runtime apps, the fixture web API, the flag service's stand-in, the field-data collector, the
 * media host's marketing folders and the script proxy.
 */
export function localHandlers(root: string): Handler[] {
  const handlers: Handler[] = [];
  handlers.push(demoAppsHandler(join(root, "dev", "apps")));
  handlers.push(fixtureApiHandler(createFixtureApi()));
  // The flag service's stand-in at /flags; its events go to the export `npm run experiments:report` reads.
  handlers.push(flagServiceHandler(createFlagService(new FlagScopes(), defaultFlagEventsFile(root))));
  // Field data's collector at /rum (docs/field-data.md).
  handlers.push(localRumCollector(root));
  // The captcha provider's challenge service, for its stand-in widget (docs/captcha.md).
  handlers.push(captchaStandInHandler());
  // The media host's marketing folders, at each host's /marketing as nginx relays them (README, "Deployment").
  handlers.push(marketingMediaHandler(join(root, "dev", "marketing-media")));
  // Third-party scripts: local stand-ins unless PROXY_UPSTREAM=network (docs/page-loading.md).
  const upstream = process.env.PROXY_UPSTREAM === "network" ? networkUpstream : localUpstream(join(root, "dev", "third-party"));
  handlers.push(createProxyHandler({ allowlist: proxyAllowlist, upstream }));
  return handlers;
}

/** What Gatsby's development server takes of this module, loaded at run time (src/web-api/build/dev-modules.ts); `satisfies` holds it to the type src/ expects. */
export const devModule = { localHandlers } satisfies DevModules["localServer"];
