/**
 * Where the loader adds app scripts, their preloads and the shell's assets: the end of body, not head.
 * Once its worker is active, gatsby-plugin-offline fetches every script and stylesheet found under
 * head a second time to cache it; runtime apps are never cached (offline-options.ts), so there that
 * would only download them twice while the app is starting.
 */
export const assetParent = (): HTMLElement => document.body;
