import { z } from "zod";
import { markets } from "../../markets";
import {
  CAPTCHA_SCRIPT_URL,
  CONSENT_LOADER_URL,
  PROXY_PATH,
  proxied,
  TAG_LOADER_URL,
  tagContainerUrl,
  TRANSFER_COMPONENTS_URL,
} from "./third-party";

export { PROXY_PATH };

const blockedHost = /^(localhost|.*\.localhost|.*\.local|.*\.internal|\[.*\]|[\d.]+|0x[\da-f.x]+)$/i;

/** One allowlisted script: a canonical https URL on a public name, no credentials, port or fragment. */
const allowedUrl = z.string().superRefine((value, ctx) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return ctx.addIssue({ code: "custom", message: `${value}: not an absolute URL` });
  }
  const problems = [
    [url.href !== value, "not written in canonical form (lower-case host, no dot segments, encoded as a browser would)"],
    [url.protocol !== "https:", "not https"],
    [url.username !== "" || url.password !== "", "carries credentials"],
    [url.port !== "", "names a port"],
    [url.hash !== "", "has a fragment"],
    [blockedHost.test(url.hostname), "is an address or a local name, not a public host name"],
  ] as const;
  for (const [failed, message] of problems) if (failed) ctx.addIssue({ code: "custom", message: `${value}: ${message}` });
});

/** Checks an allowlist; a bad entry stops the server or the build that imports it. */
export const parseAllowlist = (list: unknown): ReadonlySet<string> => new Set(z.array(allowedUrl).parse(list));

/**
 * The only URLs the proxy forwards, compared as exact strings. Every other spelling of the same
 * address (case, encoding, credentials, port, query) is refused. Adding a script means adding its
 * exact URL here; docs/page-loading.md says how production hosting gets the same list.
 */
export const proxyAllowlist: ReadonlySet<string> = parseAllowlist([
  // Analytics tag loader (spec §7), bare and with each market's tag containers (spec §3).
  TAG_LOADER_URL,
  ...new Set(markets.flatMap((market) => market.analytics.containerIds.map(tagContainerUrl))),
  // Consent-management loader (spec §7).
  CONSENT_LOADER_URL,
  // Transfer components of the ride layout (spec §2).
  TRANSFER_COMPONENTS_URL,
  // The captcha provider's widget script (docs/captcha.md).
  CAPTCHA_SCRIPT_URL,
]);

/** The same-origin address that loads an allowlisted third-party script through the proxy. */
export function proxiedScriptUrl(url: string): string {
  if (!proxyAllowlist.has(url)) throw new Error(`${url} is not on the proxy allowlist (src/config/proxy-allowlist.ts)`);
  return proxied(url);
}
