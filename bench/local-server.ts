/** The local server the browser benches measure against: the built trees, served as nginx serves them. */
import type { AddressInfo } from "node:net";
import { createDevServer } from "../dev/dev-server";

/** Serves `root`'s built trees on 127.0.0.1 (`port`, 0 for any free one) while `measure` runs, then closes every connection. */
export async function withLocalServer<T>(root: string, measure: (port: number) => Promise<T>, port = 0): Promise<T> {
  const server = createDevServer(root);
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  try {
    return await measure((server.address() as AddressInfo).port);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  }
}
