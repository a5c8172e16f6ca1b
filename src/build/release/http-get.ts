import { request, type IncomingHttpHeaders } from "node:http";

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/**
 * One GET to a server at `origin` (`http://127.0.0.1:80`) with the Host header of a site, on a new
 * connection: after a reload only new connections reach nginx's new workers.
 */
export function getVia(origin: string, host: string, path: string, timeoutMs = 5000): Promise<Answer> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port || 80,
        path,
        agent: false,
        timeout: timeoutMs,
        headers: { host, "accept-encoding": "identity" },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end();
  });
}

/** Runs `task` over `items`, at most `limit` at a time, keeping the order of the results. */
export async function inBatches<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
