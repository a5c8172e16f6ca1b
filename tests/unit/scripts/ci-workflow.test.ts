import { readFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
import { z } from "zod";

// The CI workflow as GitHub reads it: the parts the release and deploy depend on (issue 43).
const step = z.object({ run: z.string().optional(), uses: z.string().optional(), env: z.record(z.string(), z.unknown()).optional() });
const job = z.object({
  needs: z.union([z.string(), z.array(z.string())]).optional(),
  if: z.string().optional(),
  environment: z.union([z.string(), z.object({ name: z.string() })]).optional(),
  steps: z.array(step),
});
const workflow = z.object({ on: z.unknown(), jobs: z.record(z.string(), job) });

const text = readFileSync(join(process.cwd(), ".github", "workflows", "ci.yml"), "utf8");
const { on: triggers, jobs } = workflow.parse(YAML.parse(text));
const needsOf = (name: string): string[] => [jobs[name]?.needs ?? []].flat();
const runs = (name: string): string => (jobs[name]?.steps ?? []).map((s) => s.run ?? "").join("\n");
const environmentOf = (name: string): string | undefined => {
  const environment = jobs[name]?.environment;
  return typeof environment === "string" ? environment : environment?.name;
};

describe("the CI workflow", () => {
  test("names only jobs that exist in its needs, without a cycle", () => {
    const seen = new Set<string>();
    const visit = (name: string, path: readonly string[]): void => {
      expect(path, `cycle through ${name}`).not.toContain(name);
      expect(Object.keys(jobs), `a job needs ${name}`).toContain(name);
      if (seen.has(name)) return;
      seen.add(name);
      for (const need of needsOf(name)) visit(need, [...path, name]);
    };
    for (const name of Object.keys(jobs)) visit(name, []);
  });

  test("builds the matrix as a release, with the API base from a variable or secret and never the fixture", () => {
    const build = (jobs.build?.steps ?? []).find((s) => s.run?.includes("npm run build:all"));
    expect(build?.env?.RELEASE).toBe("1");
    expect(String(build?.env?.API_BASE)).toMatch(/^\$\{\{ (vars|secrets)\.[A-Z_]+ \}\}$/);
    expect(text).not.toMatch(/API_BASE:\s*"?fixture/);
  });

  test("makes one release from the matrix's artifacts, on main only", () => {
    expect(needsOf("release")).toContain("build");
    expect(jobs.release?.if).toContain("refs/heads/main");
    expect(runs("release")).toContain('npm run release -- --from dist --id "$id"');
  });

  test("releases on the hourly run too, as a rebuild named by its hour, so publishing dates reach production", () => {
    expect(triggers).toHaveProperty("schedule");
    expect(jobs.release?.if).toContain("github.event_name == 'schedule'");
    expect(runs("release")).toMatch(/if \[ "\$\{\{ github\.event_name \}\}" = schedule \]; then id="\$id-\$\(date -u \+%Y%m%d%H\)"; fi/);
    expect(environmentOf("deploy-production")).toBe("${{ github.event_name == 'schedule' && 'production-scheduled' || 'production' }}");
  });

  test("deploys to stage, then to production behind the production environment's approval", () => {
    expect(needsOf("deploy-stage")).toContain("release");
    expect(environmentOf("deploy-stage")).toBe("stage");
    expect(needsOf("deploy-production")).toContain("deploy-stage");
    expect(environmentOf("deploy-production")).toMatch(/\|\| 'production' \}\}$/);
    for (const name of ["deploy-stage", "deploy-production"]) expect(runs(name)).toMatch(/npm run deploy -- "releases\/.+" --to ".+"/);
    expect(runs("deploy-stage")).toContain("--smoke test");
  });
});
