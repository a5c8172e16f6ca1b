import { readFile } from "node:fs/promises";
import { join, normalize, sep } from "node:path";
import { MAX_SCRIPT_BYTES, type Upstream } from "./proxy";

const tooLarge = { status: 502, contentType: "", body: new Uint8Array() };

/**
 * Reads a body up to `cap` bytes and stops there: the read is cancelled as soon as the cap is passed,
 * so an upstream that lies about its length, or sends none, never gets more than the cap buffered.
 */
export async function readCapped(body: ReadableStream<Uint8Array> | null, cap: number): Promise<Uint8Array | undefined> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}

/**
 * The network: what production hosting does. Sends no header of the visitor, follows no redirect
 * (a redirect could lead off the allowlist) and reads at most MAX_SCRIPT_BYTES.
 */
export const networkUpstream: Upstream = async (url, signal) => {
  const response = await fetch(url, { redirect: "manual", signal, headers: { accept: "text/javascript, application/javascript" } });
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > MAX_SCRIPT_BYTES) {
    await response.body?.cancel();
    return tooLarge;
  }
  const body = await readCapped(response.body, MAX_SCRIPT_BYTES);
  if (!body) return tooLarge;
  return { status: response.status, contentType: response.headers.get("content-type") ?? "", body };
};

/**
 * Local stand-ins for the allowlisted scripts (`dev/third-party/<host><path>`), so `npm start` and
 * the tests run offline and deterministically, like the other third parties of the local server.
 */
export function localUpstream(dir: string): Upstream {
  return async (url) => {
    const { hostname, pathname } = new URL(url);
    const file = normalize(join(dir, hostname, pathname));
    if (!file.startsWith(dir + sep)) return { status: 404, contentType: "", body: new Uint8Array() };
    try {
      return { status: 200, contentType: "text/javascript", body: await readFile(file) };
    } catch {
      return { status: 404, contentType: "", body: new Uint8Array() };
    }
  };
}
