import { acceptingWorkers, nginxReload, nginxTestWith, oldWorkersGone, type NginxControl } from "./nginx-control";
import { CURRENT_LINK, currentRelease, pointCurrentAt, recordPrevious } from "./server-root";
import { describeFailure, smokeHosts, waitForRelease, type SmokeFailure } from "./smoke";

/** Where the smoke check reaches the server, and which names it asks for. */
export type SwitchOptions = { root: string; nginx: NginxControl; origin: string; hosts: readonly string[]; log: (line: string) => void };

/** A switch's timings: the rename and reload until every host answers from the release (after `nginx -t`); then the smoke check. */
export type SwitchTimes = { switchMs: number; smokeMs: number };

/** How long nginx may take after `-s reload` until every host answers from the release (its master loads the whole configuration first). */
const RELOAD_TIMEOUT_MS = 60_000;

/**
 * Checks the configuration release `id` brings with `nginx -t` (nothing changes if nginx refuses it),
 * then points `current` at it and reloads nginx: the switch. Resolves with the hosts that did not
 * answer from the release in time.
 */
async function activate(options: SwitchOptions, id: string): Promise<{ late: string[]; switchMs: number }> {
  const test = nginxTestWith(options.nginx, CURRENT_LINK, id);
  if (!test.ok) throw new Error(`nginx -t refused release ${id}; nothing changed:\n${test.output}`);
  const started = performance.now();
  const before = currentRelease(options.root);
  const oldWorkers = acceptingWorkers(options.nginx);
  pointCurrentAt(options.root, id);
  const reload = nginxReload(options.nginx);
  if (!reload.ok) {
    if (before) pointCurrentAt(options.root, before);
    throw new Error(`nginx -s reload failed for release ${id}:\n${reload.output}`);
  }
  // Until the old workers have closed their sockets, a new connection may still reach one.
  const drained = await oldWorkersGone(options.nginx, oldWorkers, RELOAD_TIMEOUT_MS);
  const late = drained ? await waitForRelease(options.origin, options.hosts, id, RELOAD_TIMEOUT_MS) : [...options.hosts];
  return { late, switchMs: performance.now() - started };
}

/**
 * Switches every host to release `id` (already complete under the root) at once, keeping the live
 * release's hashed files reachable behind it, then smoke-checks each host. A failed check switches
 * back to the release that was live and throws naming every host and check that failed.
 */
export async function switchTo(options: SwitchOptions, id: string): Promise<SwitchTimes> {
  const live = currentRelease(options.root);
  if (live !== id) recordPrevious(options.root, id, live);
  const { late, switchMs } = await activate(options, id);
  options.log(`switched ${options.hosts.length} hosts to ${id} in ${switchMs.toFixed(0)} ms`);
  const smokeStarted = performance.now();
  const failures: SmokeFailure[] = [
    ...late.map((host) => ({
      host,
      check: "switch",
      problem: `not answered by release ${id} within ${RELOAD_TIMEOUT_MS / 1000} s of the reload`,
    })),
    ...(await smokeHosts(
      options.origin,
      options.hosts.filter((host) => !late.includes(host)),
      id,
    )),
  ];
  const smokeMs = performance.now() - smokeStarted;
  if (failures.length === 0) return { switchMs, smokeMs };
  for (const failure of failures) options.log(`smoke check failed: ${describeFailure(failure)}`);
  if (live && live !== id) {
    await activate(options, live);
    options.log(`switched back to ${live}`);
  }
  const first = failures[0];
  throw new Error(
    `smoke check failed on ${first ? describeFailure(first) : ""}${failures.length > 1 ? ` (and ${failures.length - 1} more)` : ""}; ${live && live !== id ? `switched back to ${live}` : "nothing to switch back to"}`,
  );
}
