import { execFileSync } from "node:child_process";

/** One commit that changed tracked files: its full hash, time (seconds) and subject. */
export type Commit = { hash: string; time: number; subject: string };

/**
 * When each file under some folders changed, read from git in three calls whatever the number of
 * files: `git rev-parse HEAD`, `git log --name-only` once over the folders, `git status` for what is not committed yet.
 * A file's changes are positions in `commits` (0 the newest, in --topo-order so a commit always comes
 * before its parents); an uncommitted change is position -1, newer than every commit.
 */
export type History = {
  /** The work tree's commit (HEAD), or undefined before the first commit. */
  head?: string;
  commits: Commit[];
  /** Positions of the commits that changed a file, newest first (-1 first when it has uncommitted changes). */
  changes: Map<string, number[]>;
  /** The commit's position, from a full or abbreviated hash (at least 7 hex digits). */
  positionOf(hash: string): number | undefined;
};

/** Positions for files git knows no change of (ignored, or older than a shallow clone's history): older than every commit. */
export const beforeHistory = Number.POSITIVE_INFINITY;
export const uncommitted = -1;

const git = (root: string, args: string[]): string =>
  execFileSync("git", ["-c", "core.quotePath=false", ...args], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 256 * 1024 * 1024,
  });

/** Reads the history of `paths` (folders relative to `root`, the top of a git work tree). */
export function readHistory(root: string, paths: readonly string[]): History {
  const head = headOf(root);
  const log =
    head === undefined
      ? ""
      : git(root, ["log", "--topo-order", "--no-renames", "--format=%x1e%H%x1f%ct%x1f%s", "--name-only", "--", ...paths]);
  const commits: Commit[] = [];
  const changes = new Map<string, number[]>();
  const add = (file: string, position: number): void => {
    const list = changes.get(file) ?? [];
    if (list[list.length - 1] !== position) list.push(position);
    changes.set(file, list);
  };
  for (const record of log.split("\x1e").slice(1)) {
    const [header = "", ...files] = record.split("\n");
    const [hash = "", time = "0", subject = ""] = header.split("\x1f");
    commits.push({ hash, time: Number(time), subject });
    for (const file of files) if (file) add(file, commits.length - 1);
  }
  for (const file of uncommittedFiles(root, paths)) changes.set(file, [uncommitted, ...(changes.get(file) ?? [])]);
  const byHash = new Map(commits.map((c, i) => [c.hash, i]));
  const positionOf = (hash: string): number | undefined => {
    const wanted = hash.toLowerCase();
    if (!/^[0-9a-f]{7,40}$/.test(wanted)) return undefined;
    if (byHash.has(wanted)) return byHash.get(wanted);
    const found = commits.findIndex((c) => c.hash.startsWith(wanted));
    return found === -1 ? undefined : found;
  };
  return { head, commits, changes, positionOf };
}

/** HEAD's commit; undefined in a repository without commits. */
function headOf(root: string): string | undefined {
  try {
    return git(root, ["rev-parse", "--verify", "--quiet", "HEAD"]).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Files changed, added or untracked in the work tree (`git status -z`: a rename's old path follows its entry). */
function uncommittedFiles(root: string, paths: readonly string[]): string[] {
  const entries = git(root, ["status", "--porcelain=v1", "-z", "--untracked-files=all", "--", ...paths]).split("\0");
  const files: string[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i] ?? "";
    if (entry.length < 4) continue;
    files.push(entry.slice(3));
    if (entry[0] === "R" || entry[0] === "C") i++;
  }
  return files;
}

/** The newest change of a file: a position, or `beforeHistory`. */
export const lastChange = (history: History, file: string): number => history.changes.get(file)?.[0] ?? beforeHistory;
