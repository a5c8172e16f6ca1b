import { readFile } from "node:fs/promises";
import { join, normalize, sep } from "node:path";
import { MAX_SCRIPT_BYTES, type Upstream } from "./proxy";

/**
 * The network: what production hosting does. Sends no header of the visitor, follows no redirect
 * (a redirect could lead off the allowlist) and reads at most MAX_SCRIPT_BYTES.
 */
export const networkUpstream: Upstream = async (url, signal) => {
  const response = await fetch(url, { redirect: "manual", signal, headers: { accept: "text/javascript, application/javascript" } });
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > MAX_SCRIPT_BYTES) return { status: 502, contentType: "", body: new Uint8Array() };
  return { status: response.status, contentType: response.headers.get("content-type") ?? "", body: new Uint8Array(await response.arrayBuffer()) };
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
