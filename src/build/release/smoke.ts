import { inlineHashesOf } from "../csp";
import { securityHeaders } from "../nginx";
import { getVia, inBatches, type Answer } from "./http-get";

/** A failed check: the host, the check's name and what was wrong. */
export type SmokeFailure = { host: string; check: string; problem: string };

export const describeFailure = (f: SmokeFailure): string => `${f.host}: ${f.check}: ${f.problem}`;

type Check = { name: string; path: (id: string) => string; status: number; page: boolean; json?: boolean };

/** What every host must answer right after a switch (issue 43). */
const CHECKS: readonly Check[] = [
  { name: "start page", path: () => "/", status: 200, page: true },
  { name: "page data", path: () => "/page-data/index/page-data.json", status: 200, page: false, json: true },
  { name: "sw.js", path: () => "/sw.js", status: 200, page: false },
  { name: "404 page", path: (id) => `/release-smoke-${id}-no-such-page`, status: 404, page: true },
];

const header = (answer: Answer, name: string): string => {
  const value = answer.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
};

/** The sources of one directive of a Content-Security-Policy. */
const directive = (policy: string, name: string): Set<string> =>
  new Set(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .find(([first]) => first === name)
      ?.slice(1) ?? [],
  );

/** What is wrong with one answer, or undefined. */
function problemOf(check: Check, answer: Answer, id: string): string | undefined {
  if (answer.status !== check.status) return `status ${answer.status}, expected ${check.status}`;
  const release = header(answer, "X-Release");
  if (release !== id) return `answered by release ${release || "(none)"}, expected ${id}`;
  const missing = [...securityHeaders.map(([name]) => name), "Content-Security-Policy"].filter((name) => !header(answer, name));
  if (missing.length) return `security headers missing: ${missing.join(", ")}`;
  if (check.json) {
    try {
      JSON.parse(answer.body);
    } catch {
      return "not JSON";
    }
  }
  if (!check.page) return undefined;
  const policy = header(answer, "Content-Security-Policy");
  const hashes = inlineHashesOf(answer.body);
  const scripts = directive(policy, "script-src");
  const styles = directive(policy, "style-src");
  const script = [...hashes.scripts].find((h) => !scripts.has(h));
  if (script) return `inline script ${script} is not in the page's Content-Security-Policy`;
  const style = [...hashes.styles].find((h) => !styles.has(h));
  if (style) return `inline style ${style} is not in the page's Content-Security-Policy`;
  return undefined;
}

/** Every check on one host; the failures found. */
export async function smokeHost(origin: string, host: string, id: string): Promise<SmokeFailure[]> {
  const failures: SmokeFailure[] = [];
  for (const check of CHECKS) {
    const problem = await getVia(origin, host, check.path(id)).then(
      (answer) => problemOf(check, answer, id),
      (error: unknown) => `no answer (${error instanceof Error ? error.message : String(error)})`,
    );
    if (problem) failures.push({ host, check: check.name, problem });
  }
  return failures;
}

/** The smoke check of every host, a few at a time. */
export async function smokeHosts(origin: string, hosts: readonly string[], id: string): Promise<SmokeFailure[]> {
  return (await inBatches(hosts, 8, (host) => smokeHost(origin, host, id))).flat();
}

/**
 * Waits until every host's start page comes from release `id` (nginx starts its new workers just after
 * `-s reload` returns). Resolves with the hosts that never did.
 */
export async function waitForRelease(origin: string, hosts: readonly string[], id: string, timeoutMs = 20_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  const answersWith = async (host: string): Promise<boolean> => {
    for (;;) {
      const release = await getVia(origin, host, "/").then(
        (answer) => header(answer, "X-Release"),
        () => "",
      );
      if (release === id) return true;
      if (Date.now() > deadline) return false;
      await new Promise((wait) => setTimeout(wait, 20));
    }
  };
  const done = await inBatches(hosts, 8, answersWith);
  return hosts.filter((_host, i) => !done[i]);
}
