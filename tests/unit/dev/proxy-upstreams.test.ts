import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { MAX_SCRIPT_BYTES } from "../../../dev/proxy";
import { networkUpstream } from "../../../dev/proxy-upstreams";

type Upstream = { url: string; sent: () => number; closed: Promise<void>; server: Server };

/** A local upstream that answers with `total` bytes in 64 KiB chunks, honouring back-pressure, and counts what it got out. */
async function upstream(total: number, headers: Record<string, string>): Promise<Upstream> {
  let sent = 0;
  let markClosed: () => void = () => undefined;
  const closed = new Promise<void>((done) => (markClosed = done));
  const server = createServer((_, response) => {
    response.writeHead(200, { "content-type": "text/javascript", ...headers });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = (): void => {
      while (sent < total) {
        if (response.destroyed) return;
        sent += chunk.byteLength;
        if (!response.write(chunk)) return void response.once("drain", pump);
      }
      response.end();
    };
    response.on("close", markClosed);
    pump();
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/tag.js`, sent: () => sent, closed, server };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  }
});

describe("the proxy's network upstream", () => {
  it("passes a script within the cap through whole", async () => {
    const small = await upstream(128 * 1024, {});
    servers.push(small.server);
    const answer = await networkUpstream(small.url, AbortSignal.timeout(5000));
    expect(answer.status).toBe(200);
    expect(answer.body.byteLength).toBe(128 * 1024);
  });

  it("stops reading a body without a length as soon as it passes the cap", async () => {
    const endless = await upstream(64 * MAX_SCRIPT_BYTES, {});
    servers.push(endless.server);
    const answer = await networkUpstream(endless.url, AbortSignal.timeout(5000));
    expect(answer.status).toBe(502);
    expect(answer.body.byteLength).toBe(0);
    await endless.closed;
    // The cap plus what sockets buffer on the way, far from the 64 MiB on offer.
    expect(endless.sent()).toBeLessThan(8 * MAX_SCRIPT_BYTES);
  });

  it("refuses a declared length over the cap without reading the body", async () => {
    const large = await upstream(64 * MAX_SCRIPT_BYTES, { "content-length": String(64 * MAX_SCRIPT_BYTES) });
    servers.push(large.server);
    const answer = await networkUpstream(large.url, AbortSignal.timeout(5000));
    expect(answer.status).toBe(502);
    await large.closed;
    expect(large.sent()).toBeLessThan(8 * MAX_SCRIPT_BYTES);
  });
});
