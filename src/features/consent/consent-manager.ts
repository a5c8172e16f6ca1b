import { CONSENT_LOADER_URL, proxied } from "../../config/third-party";
import { loadThirdPartyScript } from "../../services/third-party/load-script";
import { POLICY_VERSION, type Consent } from "../../services/consent/state";

/** Keeps visitors' answers on record besides the consent cookie. */
export type ConsentManager = { record(consent: Consent, previous: Consent | undefined): void };

/** One answer as the consent-management loader reads it from `window.movantaConsentLog`. */
export type ConsentRecord = { consent: Consent; version: number; at: number };

/** The local default: the consent cookie is the record; nothing leaves the page. */
export const localConsentManager: ConsentManager = { record: () => undefined };

/**
 * The third-party consent-management loader, through the proxy. Answers wait in a queue it reads
 * when it arrives, so nothing waits for it and a failed load changes nothing for the visitor. It
 * loads only for a visitor who allowed performance cookies (and hears a later withdrawal); the
 * limited version sends nothing to anyone.
 */
export const proxiedConsentManager: ConsentManager = {
  record(consent, previous) {
    if (consent === "essential" && previous !== "performance") return;
    (window.movantaConsentLog ??= []).push({ consent, version: POLICY_VERSION, at: Date.now() });
    loadThirdPartyScript(proxied(CONSENT_LOADER_URL)).catch((error: unknown) =>
      console.warn("[consent] the consent-management loader failed; answers stay in the cookie:", error),
    );
  },
};

/** The consent manager in use; `localConsentManager` keeps everything on the site. */
export const consentManager: ConsentManager = proxiedConsentManager;
