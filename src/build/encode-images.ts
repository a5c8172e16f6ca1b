/**
 * Encodes image variants for src/build/images.ts in a process of their own: run as a script with the
 * jobs as JSON in its one argument, or through `encodeInChild`. The encoders keep their native memory
 * until the process ends, so a build that encoded in its own process carried it to its end.
 */
import { spawn } from "node:child_process";
import { renameSync } from "node:fs";
import { join, resolve } from "node:path";
import sharp from "sharp";

/** The formats every image is built in, best first: browsers that read no AVIF take the WebP. */
export const FORMATS = {
  avif: { quality: 55, effort: 4 },
  webp: { quality: 80, effort: 4 },
} as const;
export type Format = keyof typeof FORMATS;

/** One variant to write: the source drawn (a vector at `density`) or scaled to cover `width`×`height`, cropped in the middle. */
export type EncodeJob = { source: string; target: string; width: number; height: number; format: Format; density?: number };

/** Encodes the jobs one after the other; each file appears whole under its name or not at all. */
export async function encode(jobs: readonly EncodeJob[]): Promise<void> {
  for (const job of jobs) {
    const partial = `${job.target}.${process.pid}.tmp`;
    await sharp(job.source, job.density ? { density: job.density } : {})
      .resize(job.width, job.height, { fit: "cover", position: "centre" })
      [job.format](FORMATS[job.format])
      .toFile(partial);
    renameSync(partial, job.target);
  }
}

/** This file, from the project's root: Gatsby runs createPages from a bundle of its own, not from here. */
const script = join(process.cwd(), "src", "build", "encode-images.ts");

/** Encodes the jobs in a child process (this file as a script, through tsx); rejects with its error output. */
export function encodeInChild(jobs: readonly EncodeJob[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, JSON.stringify(jobs)], { stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", fail);
    child.on("exit", (code) => (code === 0 ? done() : fail(new Error(`image encoding ended with code ${code}: ${errors.trim()}`))));
  });
}

const isJob = (value: unknown): value is EncodeJob =>
  value !== null &&
  typeof value === "object" &&
  "source" in value &&
  typeof value.source === "string" &&
  "target" in value &&
  typeof value.target === "string" &&
  "width" in value &&
  Number.isInteger(value.width) &&
  "height" in value &&
  Number.isInteger(value.height) &&
  "format" in value &&
  (value.format === "avif" || value.format === "webp");

if (process.argv[1] !== undefined && resolve(process.argv[1]) === script) {
  const jobs: unknown = JSON.parse(process.argv[2] ?? "[]");
  if (!Array.isArray(jobs) || !jobs.every(isJob)) {
    console.error("encode-images: expects a JSON list of jobs");
    process.exit(2);
  }
  encode(jobs).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
