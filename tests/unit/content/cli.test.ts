import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fixtureRoot, validMarket, validStart } from "./fixture-root";

const repo = join(__dirname, "..", "..", "..");

function runCheck(root: string, ...paths: string[]) {
  const run = spawnSync(join(repo, "node_modules", ".bin", "tsx"), [join(repo, "scripts", "content-check.ts"), ...paths], {
    cwd: root,
    encoding: "utf8",
  });
  return { status: run.status, lines: run.stdout.trim().split("\n").filter(Boolean), summary: run.stderr.trim() };
}

describe("npm run content:check", () => {
  it("prints one path:line:col line per problem and exits 1", { timeout: 30_000 }, () => {
    const root = fixtureRoot({
      ...validMarket("gb"),
      "content/gb/start.json": validStart.replace('"title": "Car rental | {brand}"', '"title": 42'),
    });
    const result = runCheck(root, "content/gb");
    expect(result.lines).toEqual(["content/gb/start.json:5:12: title: Invalid input: expected string, received number"]);
    expect(result.summary).toBe("content:check: 1 problem(s) in 1 file(s)");
    expect(result.status).toBe(1);
  });

  it("exits 0 when the files it was given are valid", { timeout: 30_000 }, () => {
    const root = fixtureRoot(validMarket("gb"));
    const result = runCheck(root, "content/gb/start.json", "content/gb/not-found.json");
    expect(result.lines).toEqual([]);
    expect(result.status).toBe(0);
  });
});
