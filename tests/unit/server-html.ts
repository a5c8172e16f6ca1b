import { PassThrough } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";

/** The server HTML of `element` as Gatsby renders it: streamed, with every Suspense boundary complete. */
export function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => (html += chunk.toString()));
    sink.on("end", () => resolve(html));
    const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(sink), onShellError: reject, onError: reject });
  });
}
