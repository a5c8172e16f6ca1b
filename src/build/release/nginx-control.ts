import { spawnSync } from "node:child_process";

/** How the deploy drives the server's nginx: its binary and main configuration, which includes `current/nginx/sites.conf`. */
export type NginxControl = { binary: string; root: string; conf: string };

/** nginx with the server root as its prefix: the release's roots and includes are relative to it. */
function run(nginx: NginxControl, args: readonly string[]): { ok: boolean; output: string } {
  const result = spawnSync(nginx.binary, [...args, "-p", `${nginx.root}/`, "-c", nginx.conf], { encoding: "utf8" });
  const output = `${result.stderr ?? ""}${result.stdout ?? ""}`.trim() || (result.error?.message ?? "");
  return { ok: result.status === 0, output };
}

/** `nginx -t`: whether the configuration `current` now names loads. */
export const nginxTest = (nginx: NginxControl): { ok: boolean; output: string } => run(nginx, ["-t", "-q"]);

/**
 * `nginx -s reload`: the master loads the configuration again; old workers finish their requests with
 * the old one. On a server's first deploy nginx is not running yet (its configuration needs `current`),
 * so it is started instead.
 */
export function nginxReload(nginx: NginxControl): { ok: boolean; output: string } {
  const reload = run(nginx, ["-s", "reload"]);
  if (reload.ok || !/nginx\.pid" failed|invalid PID/.test(reload.output)) return reload;
  return run(nginx, []);
}
