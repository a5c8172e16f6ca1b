import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The consent code every page's head carries inline, in src/features/consent/head/ (not static/: it
 * is never fetched, so no host tree ships it as a file).
 */
export const CONSENT_HEAD_DIR = join("src", "features", "consent", "head");
const files = { script: "consent-mode.js", style: "consent.css" } as const;

/** The code of the head's Consent Mode script and the banner's styles, as every page's HTML carries it. */
export type ConsentHeadCode = { script: string; style: string };

/** Code without its indentation, and CSS without its comments: bytes of every page's HTML. Line breaks stay, so no statement or value runs into the next. */
const unindented = (code: string): string => code.replace(/[ \t]*\n\s*/g, "\n").trim();
export const compactCss = (css: string): string => unindented(css.replace(/\/\*[\s\S]*?\*\//g, ""));

/** The files' code, read at build time (the HTML renderer gets it as a constant: src/gatsby/webpack.ts). */
export function consentHeadCode(root = process.cwd()): ConsentHeadCode {
  const read = (file: string): string => readFileSync(join(root, CONSENT_HEAD_DIR, file), "utf8");
  return { script: unindented(read(files.script)), style: compactCss(read(files.style)) };
}
