import type { Environment } from "../../environment/environment";

/**
 * The public site key of the local stand-in (dev/captcha-stand-in/): fixed, so the local server and
 * the end-to-end tests run the real adapter against the stand-in with no set-up. Only the stand-in
 * accepts it; a real provider refuses it.
 */
export const LOCAL_SITE_KEY = "local-stand-in-key";

const SITE_KEY = /^[A-Za-z0-9_-]{10,100}$/;

/** A site key from the build's environment (public, not a secret); a malformed one is ignored. */
export const siteKeyFrom = (value: string | undefined): string | undefined =>
  value !== undefined && SITE_KEY.test(value) ? value : undefined;

/**
 * The site key of an environment: the local key in dev (the local server), the build's
 * `GATSBY_CAPTCHA_SITE_KEY` on stage and prod. A build without one (every local build) keeps the
 * local key there too, so its host trees work on the local server; a release build refuses to start
 * without one (docs/captcha.md).
 */
export function siteKeyFor(environment: Environment, configured: string | undefined): string {
  return environment === "dev" ? LOCAL_SITE_KEY : (siteKeyFrom(configured) ?? LOCAL_SITE_KEY);
}

/**
 * A release build (`RELEASE=1`) must name the provider's site key: with the local key every form of
 * the released site would fail its captcha. Throws a one-line reason; build-time only.
 */
export function checkReleaseSiteKey(env: NodeJS.ProcessEnv): void {
  const release = env.RELEASE === "1" || env.RELEASE === "true";
  if (release && !siteKeyFrom(env.GATSBY_CAPTCHA_SITE_KEY)) {
    throw new Error(
      "A release build (RELEASE=1) needs the captcha provider's public site key: GATSBY_CAPTCHA_SITE_KEY=… (docs/captcha.md)",
    );
  }
}
