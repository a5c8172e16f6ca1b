export {};

declare global {
  interface Window {
    /** The path of the page the server sent, inlined by Gatsby into every HTML page. */
    pagePath?: string;
    /** Set by Gatsby when a new service worker is installed while an older one controls the page. */
    ___swUpdated?: boolean;
    /** Gatsby's client-side navigation, which its Link and `navigate` call. */
    ___navigate: (to: string, options?: { replace?: boolean }) => void;
  }
}
