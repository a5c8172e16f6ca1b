import type { AddressInfo } from "node:net";
import { fixtureApiHandler } from "../dev/fixture-api/handler";
import { createFixtureApi } from "../dev/fixture-api/index";
import { sampleCalls } from "../dev/fixture-api/samples";
import { createSiteServer } from "../dev/site-server";
import { fillPath, queryString, type QueryValue } from "../src/web-api/endpoint";
import { bundleGzipKiB } from "./bundle-size";
import type { BenchRow } from "./figures";

/**
 * What a page that calls the web API pays in the browser: the client, its validation library and the
 * schemas of every endpoint (an upper bound: a page ships only the endpoints it imports), minified
 * and gzipped as webpack would ship them.
 */
function clientKiB(root: string): Promise<number> {
  const entry = ["client", "branches", "rental", "subscription", "campaigns", "users", "help-centre"]
    .map((f) => `export * from "./src/web-api/${f}";`)
    .join("\n");
  return bundleGzipKiB({ contents: entry, resolveDir: root, loader: "ts" });
}

/** Answer times of the fixture API over HTTP on the local server, every endpoint in turn. */
async function fixtureTimes(total: number): Promise<number[]> {
  const server = createSiteServer({
    publicDir: "/nonexistent",
    distDir: "/nonexistent",
    handlers: [fixtureApiHandler(createFixtureApi({ faults: false }))],
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  const calls = sampleCalls();
  const times: number[] = [];
  try {
    for (let i = 0; i < total; i++) {
      const { endpoint, input } = calls[i % calls.length] ?? calls[0]!;
      const url = `http://127.0.0.1:${port}/api${fillPath(endpoint.path, input.params ?? {})}${queryString((input.query ?? {}) as Record<string, QueryValue>)}`;
      const started = performance.now();
      const response = await fetch(url, {
        method: endpoint.method,
        headers: { "accept-language": "de-DE", "content-type": "application/json" },
        body: endpoint.method === "POST" ? JSON.stringify(input.body) : undefined,
      });
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
  } finally {
    await new Promise<void>((done) => server.close(() => done()));
  }
  return times.sort((a, b) => a - b);
}

/** The web-API figures of issue 11. */
export async function benchWebApi(root: string): Promise<BenchRow[]> {
  const kib = await clientKiB(root);
  const times = await fixtureTimes(1000);
  const at = (q: number): number => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  return [
    {
      name: "web-API client + validation + every endpoint's schemas (browser, min+gzip)",
      value: `${kib.toFixed(2)} KiB gzip`,
      budget: "≤ 6 KiB",
    },
    { name: "fixture API answer time over HTTP, 1000 requests, p95", value: `${at(0.95).toFixed(2)} ms`, budget: "< 20 ms" },
    {
      name: "fixture API answer time, median / slowest",
      value: `${at(0.5).toFixed(2)} / ${(times.at(-1) ?? NaN).toFixed(1)} ms`,
      budget: "",
    },
  ];
}
