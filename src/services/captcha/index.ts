import { environmentOf } from "../../environment/environment";
import type { CaptchaAction } from "../../web-api/endpoint";
import { siteKeyFor } from "./site-key";

/**
 * The captcha behind the site's forms (spec §7: "a captcha service protects forms"), behind a small
 * interface. The adapter speaks the provider's invisible widget (docs/captcha.md); on the local
 * server it meets the provider's stand-in, so the site runs offline and tests are deterministic.
 */
export type Captcha = Readonly<{
  /** A fresh token for one submission of a form; the API checks it. Rejects when the provider fails or refuses. */
  token(action: string): Promise<string>;
  /** Readies the form's challenge ahead of its submission (the widget renders); failures wait for `token`. */
  prepare?(action: string): void;
}>;

/** Loads a provider's script and returns its adapter for a site key. */
export type CaptchaLoader = (siteKey: string) => Promise<Captcha>;

export type CaptchaConfig = Readonly<{ siteKey: string; load: CaptchaLoader }>;

/** The widget adapter, a chunk of its own ("captcha-loader"), fetched on a form's first use. */
const loadWidget: CaptchaLoader = (siteKey) =>
  import(/* webpackChunkName: "captcha-loader" */ "./widget").then((widget) => widget.loadCaptchaWidget(siteKey));

/** The page's captcha: the widget adapter with the site key of the page's environment (site-key.ts). */
export const captchaConfig = (): CaptchaConfig => ({
  siteKey: siteKeyFor(environmentOf(window.location.hostname), process.env.GATSBY_CAPTCHA_SITE_KEY),
  load: loadWidget,
});

const loaded = new WeakMap<CaptchaLoader, Promise<Captcha>>();
const prepared = new WeakSet<CaptchaLoader>();

/** The provider, loaded once per page; a failed load is forgotten, so the next submission tries again. */
function provider({ siteKey, load }: CaptchaConfig): Promise<Captcha> {
  const known = loaded.get(load);
  if (known) return known;
  const loading = load(siteKey).catch((error: unknown) => {
    loaded.delete(load);
    throw error;
  });
  loaded.set(load, loading);
  return loading;
}

/**
 * Starts loading the provider when a visitor first uses a form (focus inside it), so its submission
 * need not wait for the script. A failure is left for the submission to show; focus moving on
 * through the form does not try again.
 */
export function prepareCaptcha(action: CaptchaAction, config: CaptchaConfig = captchaConfig()): void {
  const first = !prepared.has(config.load);
  prepared.add(config.load);
  if (!first && !loaded.has(config.load)) return;
  provider(config)
    .then((captcha) => captcha.prepare?.(action))
    .catch(() => undefined);
}

/** A token for one submission of the form named by `action`, executed on submit. */
export function captchaToken(action: CaptchaAction, config: CaptchaConfig = captchaConfig()): Promise<string> {
  return provider(config).then((captcha) => captcha.token(action));
}
