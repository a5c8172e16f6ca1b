/** A visitor's answer: performance (analytics) cookies allowed, or the limited version (essential only). */
export type Consent = "performance" | "essential";

/** The one cookie that keeps the answer: `<policy version>.<consent>`, e.g. `1.performance`. */
export const CONSENT_COOKIE = "movanta_consent";

/** Raise it when the privacy policy changes: an answer given to an older version asks again. */
export const POLICY_VERSION = 1;

const listeners = new Set<() => void>();

/**
 * The answer in force on this page. The head's Consent Mode script
 * (src/features/consent/head/consent-mode.js) reads the cookie before the first paint and marks
 * `<html data-consent>`, so the page's own bundle needs no cookie code; anything else reads as no
 * answer.
 */
export function currentConsent(): Consent | undefined {
  const value = document.documentElement.dataset.consent;
  return value === "performance" || value === "essential" ? value : undefined;
}

/** Puts a new answer in force on this page and tells every listener. */
export function announceConsent(consent: Consent): void {
  document.documentElement.dataset.consent = consent;
  for (const listener of listeners) listener();
}

/** Hears every change of the answer; returns the unsubscribe function. */
export function onConsentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
