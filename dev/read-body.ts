import type { IncomingMessage } from "node:http";

/**
 * A request's body, or "too large" as soon as it passes `maxBytes` (a declared length over it is
 * refused before reading): the local server's stand-ins never buffer more than their limit.
 */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | "too large"> {
  return new Promise((resolve) => {
    if (Number(req.headers["content-length"] ?? 0) > maxBytes) return resolve("too large");
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.removeAllListeners("data");
        req.resume();
        return resolve("too large");
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", () => resolve(Buffer.concat(chunks)));
  });
}
