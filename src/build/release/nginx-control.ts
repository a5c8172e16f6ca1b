import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { basename, isAbsolute, join } from "node:path";
import { RELEASES_DIR } from "./manifest";

/** How the deploy drives the server's nginx: its binary and main configuration, which includes `current/nginx/sites.conf`. */
export type NginxControl = { binary: string; root: string; conf: string };

/** nginx with the server root as its prefix: the release's roots and includes are relative to it. */
function run(nginx: NginxControl, args: readonly string[]): { ok: boolean; output: string } {
  const result = spawnSync(nginx.binary, [...args, "-p", `${nginx.root}/`, "-c", nginx.conf], { encoding: "utf8" });
  const output = `${result.stderr ?? ""}${result.stdout ?? ""}`.trim() || (result.error?.message ?? "");
  return { ok: result.status === 0, output };
}

/**
 * `nginx -t` of the configuration as it will be once `current` names release `id`, before anything
 * changes: the server's nginx.conf is read from a folder whose entries are links to the root's, but
 * whose `current` names the release, so includes relative to it find the same files.
 */
export function nginxTestWith(nginx: NginxControl, current: string, id: string): { ok: boolean; output: string } {
  const dir = join(nginx.root, `.nginx-test-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  try {
    for (const name of readdirSync(nginx.root).filter((n) => n !== current && !n.startsWith(".nginx-test-")))
      symlinkSync(join(nginx.root, name), join(dir, name));
    symlinkSync(join(nginx.root, RELEASES_DIR, id), join(dir, current));
    return run({ ...nginx, conf: join(dir, basename(nginx.conf)) }, ["-t", "-q"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

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

/** The master's pid, from the pid file the configuration names (nginx's default otherwise). */
function masterPid(nginx: NginxControl): number | undefined {
  const named = /^\s*pid\s+([^;\s]+)\s*;/m.exec(readFileSync(nginx.conf, "utf8"))?.[1] ?? "/run/nginx.pid";
  const file = isAbsolute(named) ? named : join(nginx.root, named);
  return existsSync(file) ? Number(readFileSync(file, "utf8").trim()) || undefined : undefined;
}

/** The master's workers that still accept connections (a worker shutting down has closed its sockets and says so in its title). */
export function acceptingWorkers(nginx: NginxControl): number[] {
  const master = masterPid(nginx);
  if (!master || !existsSync("/proc")) return [];
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        return (
          parent === master &&
          readFileSync(`/proc/${pid}/cmdline`, "utf8").startsWith("nginx: worker process") &&
          !readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("is shutting down")
        );
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * Waits until none of `workers` (the workers before a reload) accepts connections any more: until
 * then a new connection may still reach one and be answered by the previous release.
 */
export async function oldWorkersGone(nginx: NginxControl, workers: readonly number[], timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const accepting = new Set(acceptingWorkers(nginx));
    if (!workers.some((pid) => accepting.has(pid))) return true;
    await new Promise((wait) => setTimeout(wait, 20));
  }
  return false;
}
