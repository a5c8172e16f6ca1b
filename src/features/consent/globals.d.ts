import type { ConsentRecord } from "./consent-manager";

declare global {
  interface Window {
    /** The tag containers' command queue, created by head/consent-mode.js. */
    dataLayer?: unknown[];
    /** Consent Mode's command function, defined by head/consent-mode.js. */
    gtag?: (...args: unknown[]) => void;
    /** Answers waiting for the consent-management loader. */
    movantaConsentLog?: ConsentRecord[];
  }
}
