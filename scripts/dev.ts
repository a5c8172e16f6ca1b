/**
 * `npm run dev`: Gatsby's development server for one market's host (`MARKET=<id>`, the default market
 * otherwise) on http://localhost:8000 (`PORT` moves it), with the fixture API (unless `API_BASE` names
 * another) and the local extras of `npm run serve`. A saved page, site part or text bundle makes
 * Gatsby make the pages again (its refresh endpoint): an open page follows without a reload, and
 * content problems show over the last good pages (src/gatsby/preview-pages.ts). Ctrl-C stops it.
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
import { watchContent } from "./dev-watch";

const root = process.cwd();
const port = Number(process.env.PORT ?? 8000);
const gatsbyCli = createRequire(join(root, "package.json")).resolve("gatsby/cli.js");
const gatsby = spawn(process.execPath, [gatsbyCli, "develop", "--host", "localhost", "--port", String(port)], {
  stdio: "inherit",
  env: {
    ...process.env,
    API_BASE: process.env.API_BASE ?? "fixture",
    GATSBY_TELEMETRY_DISABLED: "1",
    ENABLE_GATSBY_REFRESH_ENDPOINT: "true",
  },
});

/** Asks Gatsby to source and create the pages again; the pages whose data changed reach the open browser. */
async function refresh(files: string[]): Promise<void> {
  console.log(`dev: ${files.join(", ")} changed: making the pages again`);
  const token = process.env.GATSBY_REFRESH_TOKEN;
  try {
    const answer = await fetch(`http://localhost:${port}/__refresh`, { method: "POST", headers: token ? { authorization: token } : {} });
    if (!answer.ok) console.error(`dev: Gatsby's refresh answered ${answer.status}`);
  } catch (error) {
    console.error(`dev: Gatsby's server did not take the refresh (${error instanceof Error ? error.message : String(error)})`);
  }
}

const stopWatching = watchContent(root, (files) => void refresh(files));
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    stopWatching();
    gatsby.kill(signal);
  });
gatsby.on("exit", (code) => {
  stopWatching();
  process.exit(code ?? 1);
});
