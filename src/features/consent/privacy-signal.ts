import { currentConsent } from "../../services/consent/state";

/**
 * Whether the browser sends Global Privacy Control: head/consent-mode.js marks `<html data-gpc>`
 * before the first paint (from `navigator.globalPrivacyControl`), which also shows the banner's note.
 */
export const sendsPrivacySignal = (): boolean => document.documentElement.hasAttribute("data-gpc");

/** Whether the signal is what keeps this page on the limited version: it is sent and the visitor has not agreed. */
export const privacySignalHonoured = (): boolean => sendsPrivacySignal() && currentConsent() !== "performance";
