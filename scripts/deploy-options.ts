import { resolve } from "node:path";
import { parseArgs } from "node:util";
import type { DeployOptions } from "../src/build/release/deploy";
import { readManifest } from "../src/build/release/manifest";

/** The options `npm run deploy` and `npm run rollback` share, and the positional argument (a release). */
export const HELP =
  "--to <server root> [--keep 5] [--nginx-conf <root>/nginx.conf] [--origin http://127.0.0.1:<listen port>] [--smoke production|test]";

/** The port nginx listens on by the release's manifest, for the smoke check's default origin. */
function originOf(releaseDir: string | undefined): string {
  const listen = releaseDir ? readManifest(releaseDir).listen.find((l) => !/\bssl\b/.test(l)) : undefined;
  const port = /(\d+)(?!.*\d)/.exec(listen ?? "80")?.[1] ?? "80";
  return `http://127.0.0.1:${port}`;
}

/** Parses the command line; throws a one-line message on a bad one. `releaseOf` finds the release folder the origin comes from. */
export function parseDeployArgs(
  argv: readonly string[],
  releaseOf: (positional: string | undefined, root: string) => string | undefined,
): { release: string | undefined; options: DeployOptions } {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      to: { type: "string" },
      keep: { type: "string", default: "5" },
      "nginx-conf": { type: "string" },
      origin: { type: "string" },
      smoke: { type: "string", default: "production" },
    },
  });
  if (!values.to) throw new Error(`--to <server root> is missing: ${HELP}`);
  const root = resolve(values.to);
  const keep = Number(values.keep);
  if (!Number.isInteger(keep) || keep < 2)
    throw new Error(`--keep must be a whole number of at least 2 (the live release and the one before)`);
  if (values.smoke !== "production" && values.smoke !== "test") throw new Error(`--smoke is production or test, not ${values.smoke}`);
  if (positionals.length > 1) throw new Error(`one release at a time, got ${positionals.join(" ")}`);
  const release = positionals[0];
  return {
    release,
    options: {
      root,
      keep,
      smoke: values.smoke,
      origin: values.origin ?? originOf(releaseOf(release, root)),
      nginx: { binary: process.env.NGINX ?? "/usr/sbin/nginx", root, conf: resolve(values["nginx-conf"] ?? `${root}/nginx.conf`) },
      log: (line) => console.log(line),
    },
  };
}
