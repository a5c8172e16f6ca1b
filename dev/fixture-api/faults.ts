/**
 * Fault injection for tests (never part of a production build: the fixture API only runs on the local
 * server and in tests). A test names endpoints and what goes wrong, in a `fixture-fault` cookie or an
 * `x-fixture-fault` header: `help.rent.search:500,subscription.*:slow-3000`.
 */
export type Fault = Readonly<
  { kind: "500" } | { kind: "shape" } | { kind: "network" } | { kind: "captcha" } | { kind: "gone" } | { kind: "slow"; ms: number }
>;

const DEFAULT_SLOW_MS = 10_000;

/** The fault for an endpoint name, if the request names one. `*` at the end of a name matches any rest. */
export function faultFor(request: Request, endpointName: string): Fault | undefined {
  const cookie = /(?:^|;\s*)fixture-fault=([^;]*)/.exec(request.headers.get("cookie") ?? "")?.[1];
  const spec = request.headers.get("x-fixture-fault") ?? (cookie === undefined ? undefined : safeDecode(cookie));
  if (!spec) return undefined;
  for (const entry of spec.split(",")) {
    const [name = "", kind = ""] = entry.trim().split(":");
    const matches = name.endsWith("*") ? endpointName.startsWith(name.slice(0, -1)) : name === endpointName;
    if (!matches) continue;
    if (kind === "500" || kind === "shape" || kind === "network" || kind === "captcha" || kind === "gone") return { kind };
    const slow = /^slow(?:-(\d{1,6}))?$/.exec(kind);
    if (slow) return { kind: "slow", ms: slow[1] === undefined ? DEFAULT_SLOW_MS : Number(slow[1]) };
  }
  return undefined;
}

/** A request the fixture drops without an answer, as a broken network would. */
export class NetworkFault extends Error {
  constructor(endpointName: string) {
    super(`fixture fault: no answer for ${endpointName}`);
  }
}

const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};
