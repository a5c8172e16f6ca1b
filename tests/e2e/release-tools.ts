import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync } from "node:fs";
import { Agent, request, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { markets } from "../../markets/index";
import { writeRelease } from "../../scripts/release-files";
import { RELEASES_DIR } from "../../src/build/release/manifest";
import { writeServerConf } from "../fixtures/release-server";

/** The helpers of release.spec.ts: folders, releases, the commands, a client that loads a page with its assets, and the load. */

/** A folder nginx's workers (another user when the tests run as root) can read. */
export function readableTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/** A server root with its nginx.conf; nginx starts with the first deploy. */
export function serverRoot(work: string): string {
  const root = join(work, "server");
  mkdirSync(root);
  writeServerConf(root);
  return root;
}

/** The markets' hosts with their test hosts, as a release lists them. */
export const hostsWithTestHosts = (hosts: readonly string[]): { host: string; testHosts: string[] }[] =>
  hosts.map((host) => ({ host, testHosts: [...new Set(markets.filter((m) => m.host === host).flatMap((m) => m.testHosts))] }));

/** Writes release `id` of `trees` (a folder per host) into `<work>/releases/<id>` and returns that folder. */
export function makeRelease(work: string, trees: string, hosts: readonly string[], id: string, port: number): string {
  writeRelease({
    trees,
    hosts: hostsWithTestHosts(hosts),
    out: join(work, RELEASES_DIR),
    id,
    commit: id,
    // The proxy's relay on a socket of this test's server (the master creates it: a folder it can write).
    server: { listen: [String(port)], resolver: "127.0.0.1", proxySocket: join(work, "proxy.sock") },
  });
  return join(work, RELEASES_DIR, id);
}

export type CommandResult = { code: number; output: string };

/** Runs `npm run deploy` or `npm run rollback` as a process of its own; `onLine` sees each line of its output as it comes. */
export function runCommand(
  script: "deploy" | "rollback",
  args: readonly string[],
  onLine: (line: string, child: ChildProcess) => void = () => {},
): Promise<CommandResult> {
  const child = spawn(process.execPath, ["--import", "tsx", join("scripts", `${script}.ts`), ...args], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on("line", (line) => {
      lines.push(line);
      onLine(line, child);
    });
  return new Promise((resolve) =>
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output: lines.join("\n") })),
  );
}

export type Loaded = { release: string; failed: string[] };

const keepAlive = new Agent({ keepAlive: true, maxSockets: 4 });

/** An answer as a client reads it. */
export type Answer = { status: number; release: string; body: string; headers: IncomingHttpHeaders };

/**
 * A GET on a kept-alive connection of `agent`. A request sent just as the server closed that
 * connection (nginx's old workers close their idle ones on a reload) is sent once more on a new
 * connection, as browsers do (`onResend` counts it): not on another kept-alive one, which the same
 * reload may be closing. A reset on a new connection is an error, as it is in a browser.
 */
function get(origin: string, host: string, path: string, agent: Agent | false = keepAlive, onResend = (): void => {}): Promise<Answer> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, agent, headers: { host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, release: String(res.headers["x-release"] ?? ""), body, headers: res.headers }),
      );
    });
    // A server that never answers fails the request, as a browser's would give up, instead of the test's time.
    req.setTimeout(10_000, () => req.destroy(new Error("no answer within 10 s")));
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (agent && req.reusedSocket && (error.code === "ECONNRESET" || error.message === "socket hang up")) {
        onResend();
        resolve(get(origin, host, path, false));
      } else reject(error);
    });
    req.end();
  });
}

/** A request of the load, and what it checks in the answer. */
export type LoadRequest = { host: string; path: string; onAnswer: (answer: Answer) => void };

/** What the load sent: requests answered, sent again on a new connection, and those that failed (why). */
export type LoadResult = { answered: number; resent: number; errors: string[] };

/**
 * Load as browsers make it: `connections` clients, each on one kept-alive connection of its own
 * (sent again on a new one when the server closed it as a request went out, as `get` does), sending
 * `requests` in turn, each client from its own place in the list, until `stop` is called.
 */
export function startLoad(origin: string, requests: readonly LoadRequest[], connections: number): { stop: () => Promise<LoadResult> } {
  const result: LoadResult = { answered: 0, resent: 0, errors: [] };
  let running = true;
  const client = async (first: number): Promise<void> => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = first; running; i += 1) {
      const next = requests[i % requests.length];
      if (!next) break;
      await get(origin, next.host, next.path, agent, () => (result.resent += 1)).then(
        (answer) => {
          result.answered += 1;
          next.onAnswer(answer);
        },
        (error: NodeJS.ErrnoException) => result.errors.push(`${next.host}${next.path}: ${error.code ?? error.message}`),
      );
    }
    agent.destroy();
  };
  const clients = Array.from({ length: connections }, (_, i) => client(Math.floor((i * requests.length) / connections)));
  return {
    stop: async () => {
      running = false;
      await Promise.all(clients);
      return result;
    },
  };
}

/**
 * What a browser does with a page: loads it, then every script, style sheet and image it names. An
 * asset that does not come back 200 is a page asking for a file its release's tree does not have
 * (issue 43's "answer that mixes releases").
 */
export async function loadPage(origin: string, host: string, path: string): Promise<Loaded> {
  const page = await get(origin, host, path);
  if (page.status !== 200) return { release: page.release, failed: [`${host}${path}: ${page.status}`] };
  const assets = [...page.body.matchAll(/\b(?:src|href)="(\/[^"]+\.(?:js|css|svg))"/g)].map(([, asset = ""]) => asset);
  const failed: string[] = [];
  for (const asset of assets) {
    const answer = await get(origin, host, asset);
    if (answer.status !== 200) failed.push(`${host}${path} (release ${page.release}) → ${asset}: ${answer.status}`);
  }
  return { release: page.release, failed };
}
