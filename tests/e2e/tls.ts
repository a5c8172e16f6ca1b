import { execFileSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import { join } from "node:path";
import { demoAppsHandler } from "../../dev/apps/handler";
import { fixtureApiHandler } from "../../dev/fixture-api/handler";
import { createFixtureApi } from "../../dev/fixture-api/index";
import { runtimeConfig } from "../../src/runtime-apps/config";

/** A self-signed certificate made at test time, and what Chromium needs to accept it. */
export type TestCertificate = Readonly<{ cert: string; key: string; pem: string; keyPem: string; spkiHash: string }>;

/**
 * Makes a self-signed certificate for `hosts` in `dir` with openssl (valid one day). Chromium trusts it
 * through `--ignore-certificate-errors-spki-list=<spkiHash>`: a certificate so accepted counts as
 * valid, so the origin is secure and may register a service worker (Playwright's `ignoreHTTPSErrors`
 * would leave it an origin with a certificate error, where registration fails).
 */
export function makeCertificate(dir: string, hosts: readonly string[]): TestCertificate {
  const cert = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=movanta test hosts",
      "-addext",
      `subjectAltName=${hosts.map((h) => `DNS:${h}`).join(",")}`,
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  const pem = readFileSync(cert, "utf8");
  const spki = new X509Certificate(pem).publicKey.export({ type: "spki", format: "der" });
  return { cert, key, pem, keyPem: readFileSync(key, "utf8"), spkiHash: createHash("sha256").update(spki).digest("base64") };
}

/** The production app host and web API host (src/runtime-apps/config.ts). */
export const productionAppHost = new URL(runtimeConfig.appRoot.prod).host;
export const productionApiHost = new URL(runtimeConfig.apiBase.prod).host;

/**
 * The production app host and web API host over https, answered by the local stand-ins: the demo
 * runtime apps (`https://apps…/<name>/…` is the dev server's `/apps/<name>/…`) and the fixture API
 * (`https://api…/v1/…` is `/api/v1/…`). Anything else is a 404.
 */
export function appAndApiHosts(certificate: TestCertificate): Server {
  const apps = demoAppsHandler(join(process.cwd(), "dev", "apps"));
  const api = fixtureApiHandler(createFixtureApi());
  return createServer({ cert: certificate.pem, key: certificate.keyPem }, (req, res) => {
    const url = new URL(req.url ?? "/", "https://stand-in.invalid");
    const host = (req.headers.host ?? "").replace(/:\d+$/, "");
    const handled =
      (host === productionAppHost && apps(req, res, new URL(`/apps${url.pathname}${url.search}`, url))) ||
      (host === productionApiHost && api(req, res, new URL(`/api${url.pathname}${url.search}`, url)));
    if (!handled) {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("Not a stand-in host");
    }
  });
}
