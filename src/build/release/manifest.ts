import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { z } from "zod";

/** A release's folder: `releases/<id>/` with a tree per host, `nginx/` and this file. */
export const MANIFEST = "manifest.json";

/** Where releases live, in the repository (`npm run release`) and under a server root (`npm run deploy`). */
export const RELEASES_DIR = "releases";

/** The id of a commit's release: its hash's first 12 digits, so one commit always makes the same id. */
export const releaseIdOf = (commit: string): string => commit.slice(0, 12);

const hostSchema = z.object({
  host: z.string().describe("The production host the tree serves"),
  testHosts: z.array(z.string()).describe("Its internal test hosts, which serve the same tree"),
  files: z.number().int().nonnegative().describe("How many files the tree holds"),
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .describe("SHA-256 over every file's path and content hash, in path order (treeDigest)"),
});

export const manifestSchema = z.object({
  id: z
    .string()
    .regex(/^[0-9a-z][0-9a-z._-]*$/)
    .describe("The release id: the commit's first 12 digits"),
  commit: z.string().describe("The commit the release was built from"),
  builtAt: z.string().describe("When the release was written (ISO 8601)"),
  listen: z.array(z.string()).describe("The nginx listen lines of its configuration (NGINX_LISTEN)"),
  hosts: z.array(hostSchema).min(1),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type HostEntry = z.infer<typeof hostSchema>;

/** The manifest of the release in `dir`; a missing or malformed one throws naming the file and the field. */
export function readManifest(dir: string): Manifest {
  const file = join(dir, MANIFEST);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file}: not a release manifest (${error instanceof Error ? error.message : String(error)})`);
  }
  const parsed = manifestSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join(".") || "manifest"}: ${issue?.message ?? "invalid"}`);
  }
  return parsed.data;
}

/** A tree's file count and checksum: SHA-256 over `path NUL sha256(content) LF` of every file, in path order. */
export function treeDigest(dir: string): { files: number; sha256: string } {
  const paths = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
  const digest = createHash("sha256");
  for (const path of paths) {
    digest.update(
      `${path}\0${createHash("sha256")
        .update(readFileSync(join(dir, path)))
        .digest("hex")}\n`,
    );
  }
  return { files: paths.length, sha256: digest.digest("hex") };
}
