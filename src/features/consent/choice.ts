import Cookies from "js-cookie";
import { consentManager } from "./consent-manager";
import { announceConsent, CONSENT_COOKIE, currentConsent, POLICY_VERSION, type Consent } from "../../services/consent/state";
import { keepFocus } from "../../hooks/keep-focus";
import { VISITOR_COOKIE } from "../../services/feature-flags/visitor-cookie";

/** Names of the cookies analytics tags set (theirs, on this host or a parent domain). */
export const analyticsCookie = /^(_ga|_gid|_gat|_gcl|_mt)/;

/** Days an answer is kept: 12 months, then the banner asks again. */
export const CONSENT_DAYS = 365;

/**
 * Saves an answer in the one consent cookie (host-only, SameSite=Lax, Secure on https, 12 months,
 * with the policy version), applies it to Consent Mode, removes analytics cookies and the
 * experiments' visitor id when performance is not allowed, and puts it in force on the page.
 */
export function saveChoice(consent: Consent): void {
  const previous = currentConsent();
  Cookies.set(CONSENT_COOKIE, `${POLICY_VERSION}.${consent}`, consentCookieAttributes(window.location.protocol));
  window.gtag?.("consent", "update", { analytics_storage: consent === "performance" ? "granted" : "denied" });
  if (consent === "essential") {
    removeAnalyticsCookies();
    Cookies.remove(VISITOR_COOKIE, { path: "/" });
  }
  announceConsent(consent);
  consentManager.record(consent, previous);
}

/** The consent cookie's attributes: no domain (host-only), the whole site, Lax, Secure whenever the page is https. */
export function consentCookieAttributes(protocol: string): Cookies.CookieAttributes {
  return { expires: CONSENT_DAYS, path: "/", sameSite: "Lax", secure: protocol === "https:" };
}

/** Removes every analytics cookie, whether set on this host or on one of its parent domains. */
export function removeAnalyticsCookies(hostname = window.location.hostname): void {
  const labels = hostname.split(".");
  const parents = labels.map((_, i) => labels.slice(i).join(".")).filter((domain) => domain.includes("."));
  for (const name of Object.keys(Cookies.get())) {
    if (!analyticsCookie.test(name)) continue;
    Cookies.remove(name, { path: "/" });
    for (const domain of parents) Cookies.remove(name, { path: "/", domain });
  }
}

/** An answer from the banner: saved, and the focus, which sat on the vanished banner, goes on to the main region. */
export function answerFromBanner(consent: Consent): void {
  saveChoice(consent);
  setTimeout(keepFocus);
}
