import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { markets } from "../markets/index";
import { writeRelease } from "../scripts/release-files";
import { deploy, rollback, type DeployOptions } from "../src/build/release/deploy";
import { RELEASES_DIR } from "../src/build/release/manifest";
import { NGINX, stopServer, writeServerConf } from "../tests/fixtures/release-server";
import { writeSyntheticTrees } from "../tests/fixtures/release-trees";
import type { BenchRow } from "./figures";

/**
 * Issue 43: the switch of every host to a release and back, against Debian's nginx. Synthetic
 * 49-host releases (tests/fixtures/release-trees.ts): the switch (rename, nginx -t, reload until
 * every host answers from the new release) depends on the hosts and the configuration, not on the
 * trees' size, which only the copy before it does. RELEASE_PORT sets nginx's port.
 */
export async function benchRelease(): Promise<BenchRow[]> {
  const port = Number(process.env.RELEASE_PORT ?? Number(process.env.PORT ?? 9000) + 421);
  const work = mkdtempSync(join(tmpdir(), "release-bench-"));
  // nginx's workers may run as another user.
  chmodSync(work, 0o755);
  const root = join(work, "server");
  mkdirSync(root);
  writeServerConf(root);
  const hosts = [...new Set(markets.map((m) => m.host))].sort().map((host) => ({
    host,
    testHosts: [...new Set(markets.filter((m) => m.host === host).flatMap((m) => m.testHosts))],
  }));
  const options: DeployOptions = {
    root,
    keep: 5,
    smoke: "production",
    origin: `http://127.0.0.1:${port}`,
    nginx: { binary: NGINX, root, conf: join(root, "nginx.conf") },
    log: () => {},
  };
  try {
    for (const id of ["bench0000001", "bench0000002"]) {
      writeSyntheticTrees(
        join(work, id),
        hosts.map((h) => h.host),
        id,
      );
      writeRelease({
        trees: join(work, id),
        hosts,
        out: join(work, RELEASES_DIR),
        id,
        commit: id,
        server: { listen: [String(port)], resolver: "127.0.0.1", proxySocket: join(work, "proxy.sock") },
      });
    }
    await deploy(join(work, RELEASES_DIR, "bench0000001"), options);
    const next = await deploy(join(work, RELEASES_DIR, "bench0000002"), options);
    const back = await rollback(undefined, options);
    const what = `${hosts.length} hosts, synthetic trees`;
    return [
      {
        name: `deploy: switch of every host (${what}; rename and reload until all answer, after nginx -t)`,
        value: `${next.switchMs.toFixed(0)} ms`,
        budget: "",
      },
      { name: `deploy: smoke check of every host (${what})`, value: `${next.smokeMs.toFixed(0)} ms`, budget: "" },
      { name: `rollback: switch of every host (${what})`, value: `${back.switchMs.toFixed(0)} ms`, budget: "" },
    ];
  } finally {
    await stopServer(root);
    rmSync(work, { recursive: true, force: true });
  }
}
