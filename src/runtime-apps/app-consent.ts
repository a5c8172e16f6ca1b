import { currentConsent, onConsentChange, type Consent } from "../services/consent/state";

/** The visitor's consent as runtime apps see it (docs/runtime-apps.md). */
export type AppConsent = Readonly<{
  /** `performance` (analytics allowed), `essential` (the limited version) or undefined (no answer yet: treat it as essential). */
  current(): Consent | undefined;
  /** Calls the listener with each new answer; returns the function that stops it (call it in unmount). */
  subscribe(listener: (consent: Consent | undefined) => void): () => void;
}>;

/** The consent prop of every app: reads and hears the page's answer; a throwing listener harms no other. */
export const appConsent: AppConsent = Object.freeze({
  current: currentConsent,
  subscribe(listener: (consent: Consent | undefined) => void): () => void {
    let last = currentConsent();
    return onConsentChange(() => {
      const now = currentConsent();
      if (now === last) return;
      last = now;
      try {
        listener(now);
      } catch (error) {
        console.error("[consent] an app's consent listener threw:", error);
      }
    });
  },
});
