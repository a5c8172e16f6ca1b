import { nginxReload, nginxTest, type NginxControl } from "./nginx-control";
import { currentRelease, pointCurrentAt, recordPrevious } from "./server-root";
import { describeFailure, smokeHosts, waitForRelease } from "./smoke";

/** Where the smoke check reaches the server, and which names it asks for. */
export type SwitchOptions = { root: string; nginx: NginxControl; origin: string; hosts: readonly string[]; log: (line: string) => void };

/** A switch's timings: the rename, `nginx -t` and reload until every host answers from the release; then the smoke check. */
export type SwitchTimes = { switchMs: number; smokeMs: number };

/** Points `current` at `id`, reloads nginx and waits for every host to answer from it. Throws if nginx refuses it. */
async function activate(options: SwitchOptions, id: string, back: string | undefined): Promise<void> {
  pointCurrentAt(options.root, id);
  const test = nginxTest(options.nginx);
  if (!test.ok) {
    if (back) pointCurrentAt(options.root, back);
    throw new Error(`nginx -t refused release ${id}; ${back ?? "nothing"} stays live:\n${test.output}`);
  }
  const reload = nginxReload(options.nginx);
  if (!reload.ok) {
    if (back) pointCurrentAt(options.root, back);
    throw new Error(`nginx -s reload failed for release ${id}:\n${reload.output}`);
  }
  const late = await waitForRelease(options.origin, options.hosts, id);
  if (late.length) throw new Error(`release ${id} not served after the reload by ${late.join(", ")}`);
}

/**
 * Switches every host to release `id` (already complete under the root) at once, keeping the live
 * release's hashed files reachable behind it, then smoke-checks each host. A failed check switches
 * back to the release that was live and throws naming every host and check that failed.
 */
export async function switchTo(options: SwitchOptions, id: string): Promise<SwitchTimes> {
  const live = currentRelease(options.root);
  if (live !== id) recordPrevious(options.root, id, live);
  const started = performance.now();
  await activate(options, id, live);
  const switchMs = performance.now() - started;
  options.log(`switched ${options.hosts.length} hosts to ${id} in ${switchMs.toFixed(0)} ms`);
  const smokeStarted = performance.now();
  const failures = await smokeHosts(options.origin, options.hosts, id);
  const smokeMs = performance.now() - smokeStarted;
  if (failures.length === 0) return { switchMs, smokeMs };
  for (const failure of failures) options.log(`smoke check failed: ${describeFailure(failure)}`);
  if (live && live !== id) {
    await activate(options, live, undefined);
    options.log(`switched back to ${live}`);
  }
  const first = failures[0];
  throw new Error(
    `smoke check failed on ${first ? describeFailure(first) : ""}${failures.length > 1 ? ` (and ${failures.length - 1} more)` : ""}; ${live && live !== id ? `switched back to ${live}` : "nothing to switch back to"}`,
  );
}
