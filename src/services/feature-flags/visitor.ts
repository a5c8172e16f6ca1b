import { currentConsent } from "../consent/state";
import { readCookie } from "../../environment/storage";

import { VISITOR_COOKIE } from "./visitor-cookie";

export { VISITOR_COOKIE };

/** Days the id is kept, as long as the consent answer that allowed it. */
export const VISITOR_DAYS = 365;

/** What an id looks like: 128 random bits in hex. A cookie of another shape is not ours and is replaced. */
const VISITOR_ID = /^[0-9a-f]{32}$/;

/** A new random id (getRandomValues, which, unlike randomUUID, also works on plain-http test hosts). */
function newVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function writeCookie(value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  try {
    document.cookie = `${VISITOR_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
  } catch {
    // A sandboxed frame cannot write cookies: the visitor stays without an id, as without consent.
  }
}

/**
 * The visitor id of experiments, created on first use, only while the visitor allows performance
 * cookies. Without that answer (no answer yet, Global Privacy Control, the limited version) there is
 * none, and a stored one is removed: the visitor gets every experiment's control and is not counted.
 */
export function visitorId(): string | undefined {
  const stored = readCookie(VISITOR_COOKIE);
  if (currentConsent() !== "performance") {
    if (stored !== undefined) forgetVisitor();
    return undefined;
  }
  if (stored !== undefined && VISITOR_ID.test(stored)) return stored;
  writeCookie(newVisitorId(), VISITOR_DAYS * 24 * 60 * 60);
  const written = readCookie(VISITOR_COOKIE);
  return written !== undefined && VISITOR_ID.test(written) ? written : undefined;
}

/** Removes the visitor id (a withdrawn consent). */
export function forgetVisitor(): void {
  writeCookie("", 0);
}
