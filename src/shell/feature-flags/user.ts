import type { FlagUser } from "./types";

/** Spec §4: stage on hosts with an internal or local marker, dev on the developer's machine, prod elsewhere. */
export function environmentOf(hostname: string): FlagUser["attributes"]["environment"] {
  if (hostname === "localhost" || hostname === "127.0.0.1") return "dev";
  return /(^|[.-])(internal|local)([.-]|$)/.test(hostname) ? "stage" : "prod";
}

/** Spec §6: the flag user of this visit; the client id defaults to "1". */
export const flagUser = (hostname: string, clientId = "1"): FlagUser => ({ id: clientId, attributes: { environment: environmentOf(hostname) } });
