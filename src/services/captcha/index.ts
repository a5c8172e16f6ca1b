/**
 * The captcha behind the site's forms (spec §7: "a captcha service protects forms"), behind a small
 * interface: the local default hands out a token the fixture API accepts, so the site runs offline
 * and tests are deterministic; a real provider is an adapter (README, "Captcha").
 */
export type Captcha = Readonly<{
  /** A fresh token for one submission of a form; the API checks it. Rejects when the provider fails. */
  token(action: string): Promise<string>;
}>;

/** Loads a provider's script and returns its adapter; only called when a site key is configured. */
export type CaptchaLoader = (siteKey: string) => Promise<Captcha>;

export type CaptchaConfig = Readonly<{ siteKey?: string; load?: CaptchaLoader }>;

/** The local default: a fixed token. A real API refuses it, which the forms show as a captcha failure. */
export const localCaptcha: Captcha = { token: () => Promise.resolve("local-pass") };

const SITE_KEY = /^[A-Za-z0-9_-]{10,100}$/;

/** The site key from the build's environment (public, not a secret); a malformed one is ignored. */
export const siteKeyFrom = (value: string | undefined): string | undefined =>
  value !== undefined && SITE_KEY.test(value) ? value : undefined;

/** The site's captcha config: no provider ships by default; a team adds its loader here. */
export const captchaConfig: CaptchaConfig = { siteKey: siteKeyFrom(process.env.GATSBY_CAPTCHA_SITE_KEY), load: undefined };

const loaded = new WeakMap<CaptchaLoader, Promise<Captcha>>();

/** A token from the configured provider, or from the local default when none is configured. */
export function captchaToken(action: string, config: CaptchaConfig = captchaConfig): Promise<string> {
  const { siteKey, load } = config;
  if (!siteKey || !load) return localCaptcha.token(action);
  // One provider script per page; a failed load is tried again on the next submission.
  const provider =
    loaded.get(load) ??
    load(siteKey).catch((error: unknown) => {
      loaded.delete(load);
      throw error;
    });
  loaded.set(load, provider);
  return provider.then((captcha) => captcha.token(action));
}
