import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { writeNginxConfig } from "../../../scripts/nginx-config";
import { tempDir } from "../temp-dir";

describe("the nginx configuration of build:all", () => {
  test("serves the host trees dist/ holds and reads no other, as after a subset build into an empty dist/", () => {
    const dist = tempDir("nginx-subset-");
    const tree = join(dist, "www.movanta.de");
    mkdirSync(tree);
    writeFileSync(join(tree, "index.html"), "<!doctype html><title>Start</title>");
    writeFileSync(join(tree, "_redirects"), "/old /new 301\n");
    const out = join(dist, "nginx");
    writeNginxConfig(dist, out, { listen: ["80"], resolver: "127.0.0.1", proxySocket: "/run/movanta-proxy.sock" });
    const sites = readFileSync(join(out, "sites.conf"), "utf8");
    expect(sites).toContain("root www.movanta.de;");
    expect(sites).not.toContain("root www.movanta.ch;");
    expect(sites).not.toContain("root www.movanta.com;");
  });
});
