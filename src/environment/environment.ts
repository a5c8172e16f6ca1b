/** Where the shell runs (spec §4): decides app bases, the API base and whether overrides apply. */
export type Environment = "dev" | "stage" | "prod";

/** The dot-separated labels of a host name, lower case, without a port or a trailing dot. */
export function hostLabels(hostname: string): string[] {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return host.split(".").filter((label) => label !== "");
}

/** The loopback hosts a developer's machine answers on. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (host === "[::1]" || host === "::1") return true;
  return /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * dev on loopback hosts; stage when a whole label of the host is `internal` or `local`
 * (`de.internal.movanta-test.com`, `www.local.movanta.de`, `movanta.local`); prod otherwise.
 * Whole labels, not substrings, so `www.thelocalguide.com` stays prod.
 */
export function environmentOf(hostname: string): Environment {
  if (isLoopbackHost(hostname)) return "dev";
  const labels = hostLabels(hostname);
  return labels.includes("internal") || labels.includes("local") ? "stage" : "prod";
}
