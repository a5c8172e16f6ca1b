/** `npm run serve`: serves public/, or dist/<host>/ by Host header, on http://localhost:9000. */
import { join } from "node:path";
import { demoAppsHandler } from "./apps/handler";
import { fixtureApiHandler } from "./fixture-api/handler";
import { createFixtureApi } from "./fixture-api/index";
import { proxyAllowlist } from "../src/config/proxy-allowlist";
import { createProxyHandler } from "./proxy";
import { localUpstream, networkUpstream } from "./proxy-upstreams";
import { createSiteServer, type Handler } from "./site-server";

const port = Number(process.env.PORT ?? 9000);
const root = process.cwd();
const handlers: Handler[] = [];
handlers.push(demoAppsHandler(join(root, "dev", "apps")));
handlers.push(fixtureApiHandler(createFixtureApi()));
// Third-party scripts: local stand-ins unless PROXY_UPSTREAM=network (docs/page-loading.md).
const upstream = process.env.PROXY_UPSTREAM === "network" ? networkUpstream : localUpstream(join(root, "dev", "third-party"));
handlers.push(createProxyHandler({ allowlist: proxyAllowlist, upstream }));
createSiteServer({ publicDir: join(root, "public"), distDir: join(root, "dist"), handlers }).listen(port, () => {
  console.log(`Serving the built site on http://localhost:${port} (dist/<host>/ by Host header, else public/)`);
});
