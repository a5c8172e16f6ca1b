import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { isImmutable } from "./caching";

/** Text files that get a Brotli and a gzip twin (`<file>.br`, `<file>.gz`), served by Accept-Encoding. */
export const COMPRESSIBLE = /\.(html|js|css|json|svg|webmanifest|xml|txt)$/;
/** Below this size a twin saves less than the extra header costs. */
const MIN_BYTES = 512;

/**
 * Writes the twins of every compressible file under `dir` (skipping folders for which `skip` is
 * true, relative to `dir`). Content-hashed twins already written are kept: their content cannot have
 * changed; so are twins written after their file last was (a warm build leaves most files as they
 * were). A twin whose file is gone (a page an earlier build made) is deleted: Gatsby removes the
 * pages it no longer builds, not the twins it never knew of.
 */
export function compressTree(dir: string, skip: (rel: string) => boolean = () => false): number {
  let written = 0;
  for (const file of walkFiles(dir, skip)) {
    const rel = relative(dir, file);
    if (isTwin(file)) {
      if (isStaleTwin(file)) rmSync(file);
      continue;
    }
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    if (isHashed(rel) ? existsSync(`${file}.br`) && existsSync(`${file}.gz`) : twinsAreNewer(file)) continue;
    if (compressFile(file)) written += 1;
  }
  return written;
}

/** Whether both twins were written after the file last was: a file a build rewrites gets new ones. */
function twinsAreNewer(file: string): boolean {
  const written = statSync(file).mtimeMs;
  return [".br", ".gz"].every((twin) => existsSync(`${file}${twin}`) && statSync(`${file}${twin}`).mtimeMs >= written);
}

const isTwin = (file: string): boolean => /\.(br|gz)$/.test(file);

/** A `.br` or `.gz` twin whose own file is gone: left by a build that made a page this one did not. */
export const isStaleTwin = (file: string): boolean => isTwin(file) && !existsSync(file.slice(0, -3));

/** Writes one file's twins; false when it is too small to gain from them. */
export function compressFile(file: string): boolean {
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) return false;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: brotliQualityOf(file), [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  return true;
}

/**
 * Brotli's best quality (11) for content-hashed bundles, compressed once and cached for a year; 5 for
 * pages and page data, which every build rewrites and whose number grows with markets × languages ×
 * help articles: on page data, quality 5 is many times faster than 11 for a few per cent more bytes.
 */
export const brotliQualityOf = (file: string): number => (isImmutable(file.split(sep).join("/")) && /\.(js|css)$/.test(file) ? 11 : 5);

/** A file named after its content (the caching policy's immutable files): its twins, once written, stay right. */
const isHashed = (rel: string): boolean => isImmutable(rel.split(sep).join("/"));

/**
 * Every file under `dir`, leaving out what `skip` is true for (given the path relative to `dir`, with
 * `/`): a skipped folder is not entered, so build:all's host trees cost nothing to the steps that leave
 * them to the split.
 */
export function walkFiles(dir: string, skip: (rel: string) => boolean = () => false): string[] {
  const files: string[] = [];
  const visit = (sub: string): void => {
    for (const entry of readdirSync(join(dir, sub), { withFileTypes: true })) {
      const rel = sub === "" ? entry.name : `${sub}/${entry.name}`;
      if (skip(rel)) continue;
      if (entry.isDirectory()) visit(rel);
      else if (entry.isFile()) files.push(join(dir, rel));
    }
  };
  if (existsSync(dir)) visit("");
  return files;
}
