/**
 * The `_redirects` file of a host tree (the format most static hosts read): written by the build
 * (src/gatsby/on-post-build.ts), read by the nginx config and by the local server (dev/site-server.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** One rule of a `_redirects` file: `from to status`. */
export type RedirectRule = { from: string; to: string; status: number };

/** The `_redirects` file of one host tree: one `from to status` line per redirect. */
export function redirectsFile(redirects: readonly RedirectRule[]): string {
  return `${redirects.map((r) => `${r.from} ${r.to} ${r.status}`).join("\n")}\n`;
}

/**
 * Parses a `_redirects` file (the format most static hosts read): one `from to [status]` rule per
 * line, both paths host-relative, `#` comments. `from` matches a whole path; `:name` matches one segment, a final `*` the rest.
 */
export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const line of text.split("\n")) {
    const [from, to, status = "301"] = line.replace(/#.*/, "").trim().split(/\s+/);
    // Host-relative rules only: this server never redirects to another host.
    if (!from?.startsWith("/") || !to?.startsWith("/") || !/^(301|302|307|308)$/.test(status)) continue;
    rules.push({ from, to, status: Number(status) });
  }
  return rules;
}

/** The target of the first rule matching `pathname`, placeholders filled, or undefined. */
export function matchRedirect(rules: readonly RedirectRule[], pathname: string): { location: string; status: number } | undefined {
  for (const rule of rules) {
    const params = matchPattern(rule.from, pathname);
    if (!params) continue;
    const filled = rule.to.replace(/:([a-z]+)/gi, (whole, name: string) => params.get(name) ?? whole);
    // A matched segment must never turn the target into another host (`//host`) or keep a trailing slash.
    const location = filled.replace(/^\/[/\\]+/, "/").replace(/(.)\/+$/, "$1");
    return { location, status: rule.status };
  }
  return undefined;
}

function matchPattern(pattern: string, pathname: string): Map<string, string> | undefined {
  const params = new Map<string, string>();
  const want = pattern.split("/");
  const have = pathname.split("/");
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] ?? "";
    if (segment === "*" && i === want.length - 1) {
      params.set("splat", have.slice(i).join("/"));
      return params;
    }
    const value = have[i];
    if (value === undefined) return undefined;
    if (segment.startsWith(":") && value !== "") params.set(segment.slice(1), value);
    else if (segment !== value) return undefined;
  }
  return want.length === have.length ? params : undefined;
}

/** The rules of a built tree (`<root>/_redirects`); none when the tree has no such file. */
export function treeRedirects(root: string): RedirectRule[] {
  try {
    return parseRedirects(readFileSync(join(root, "_redirects"), "utf8"));
  } catch {
    return [];
  }
}
