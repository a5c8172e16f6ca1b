import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { apiBase } from "../environment/api-base";
import { CAPTCHA_SCRIPT_URL } from "../config/third-party";
import { runtimeConfig } from "../runtime-apps/config";
import { flagServiceBase } from "../services/feature-flags/service/base";
import { rumBase } from "../services/rum/collector";
import { progressCss } from "../shell/page-loading/progress-style";

/** The inline code of a host's pages, as CSP source expressions (`'sha256-…'`). */
export type InlineHashes = { scripts: ReadonlySet<string>; styles: ReadonlySet<string>; styleAttributes: ReadonlySet<string> };

const hash = (text: string): string => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * styled-components' runtime style element: it creates one empty `<style>` and fills it through the
 * CSSOM (`insertRule`), which CSP does not check, but the empty element itself is an inline style.
 */
export const EMPTY_STYLE_HASH = hash("");

/** Style elements the site's own code adds in the browser: styled-components' and the page-progress bar's rules. */
export const RUNTIME_STYLE_HASHES: readonly string[] = [EMPTY_STYLE_HASH, hash(progressCss)];

/** Script types a browser runs; data blocks (`application/ld+json`) are not code and need no hash. */
const executable = (attributes: string): boolean => {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === "" || type === "text/javascript" || type === "application/javascript" || type === "module";
};

const entities: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };
/** An attribute value as the browser hands it to CSP: character references decoded. */
const decode = (value: string): string =>
  value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) =>
    ref.startsWith("#x") || ref.startsWith("#X")
      ? String.fromCodePoint(parseInt(ref.slice(2), 16))
      : ref.startsWith("#")
        ? String.fromCodePoint(Number(ref.slice(1)))
        : (entities[ref] ?? whole),
  );

/** Hashes of the inline scripts, style elements and style attributes of one HTML document. */
export function inlineHashesOf(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>(RUNTIME_STYLE_HASHES);
  const styleAttributes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc\s*=/i.test(attributes) && executable(attributes)) scripts.add(hash(body));
  }
  for (const [, body = ""] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.add(hash(body));
  // Inside tags only: `style="…"` or `style='…'` after whitespace.
  for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) {
    for (const [, , value = ""] of tag.matchAll(/\sstyle\s*=\s*(["'])([\s\S]*?)\1/gi)) styleAttributes.add(hash(decode(value)));
  }
  return { scripts, styles, styleAttributes };
}

/** The inline hashes of each HTML file of a tree, by its path from the tree's root (`/index.html`, `/help/index.html`). */
export function inlineHashesByPage(dir: string): Map<string, InlineHashes> {
  const pages = new Map<string, InlineHashes>();
  // Files only: a page at `/x.html` is a folder of that name.
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile() && f.name.endsWith(".html"));
  for (const file of files) {
    const path = join(file.parentPath, file.name);
    pages.set(`/${relative(dir, path).split(sep).join("/")}`, inlineHashesOf(readFileSync(path, "utf8")));
  }
  return pages;
}

/** Source expressions of a policy: hashes, or (in the server configuration) variables that hold them. */
export type PolicySources = { scripts: readonly string[]; styles: readonly string[]; styleAttributes: readonly string[] };

/** A page's hashes as policy sources, sorted so the same page always gives the same policy. */
export const sourcesOf = (hashes: InlineHashes): PolicySources => ({
  scripts: [...hashes.scripts].sort(),
  styles: [...hashes.styles].sort(),
  styleAttributes: [...hashes.styleAttributes].sort(),
});

/**
 * The Content-Security-Policy of a host tree in an environment: the site itself, the web API, the
 * flag service, the app host and the field-data collector of that environment, and exactly the inline code the build wrote (no `'unsafe-inline'`, no
 * `'unsafe-eval'`). Style attributes the HTML carries are allowed by hash (`'unsafe-hashes'` lets a
 * hash match an attribute; only those exact values pass).
 */
export function contentSecurityPolicy(environment: "stage" | "prod", sources: PolicySources): string {
  const apps = new URL(runtimeConfig.appRoot[environment]).origin;
  const api = new URL(apiBase[environment]).origin;
  // The flag service: its configuration (fetch) and its events (sendBeacon), docs/feature-flags.md.
  const flags = new URL(flagServiceBase[environment]).origin;
  // Field data's beacons (docs/field-data.md).
  const rum = new URL(rumBase[environment]).origin;
  // The captcha widget's challenge frame and its calls home (docs/captcha.md); its script comes through the proxy ('self').
  const captcha = new URL(CAPTCHA_SCRIPT_URL).origin;
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", apps, ...sources.scripts],
    [
      "style-src",
      "'self'",
      apps,
      ...(sources.styleAttributes.length ? ["'unsafe-hashes'"] : []),
      ...sources.styles,
      ...sources.styleAttributes,
    ],
    ["connect-src", "'self'", api, apps, flags, rum, captcha],
    // Marketing images (promotion heroes) come from the page's own host (/marketing, relayed by nginx).
    ["img-src", "'self'", "data:", apps],
    ["font-src", "'self'", apps],
    ["manifest-src", "'self'"],
    ["worker-src", "'self'"],
    ["frame-src", captcha],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}
