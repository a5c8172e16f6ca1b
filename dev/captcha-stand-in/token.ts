import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The stand-in's signing secret. A local development value, known to anyone with the repository, so
 * a token proves only that the local stand-in issued it; a real provider's secret key stays on the
 * API's servers and never appears in this repository or the site's bundle.
 */
const DEV_SECRET = "captcha-stand-in: local development secret, not a provider's";

/** Actions as the widget API allows them: letters, digits, `_` and `-`, at most 32. */
export const ACTION = /^[A-Za-z0-9_-]{1,32}$/;

const VERSION = "s0";
const sign = (payload: string): string => createHmac("sha256", DEV_SECRET).update(payload).digest("base64url");

/** A token for one submission of the form that names `action`: `s0.<action>.<nonce>.<signature>`. */
export function issueToken(action: string): string {
  if (!ACTION.test(action)) throw new Error(`not a captcha action: ${action}`);
  const payload = `${VERSION}.${action}.${randomBytes(16).toString("base64url")}`;
  return `${payload}.${sign(payload)}`;
}

/** The action a token was issued for, when the stand-in signed it; undefined for anything else. */
export function actionOfToken(token: string): string | undefined {
  const parts = token.split(".");
  if (parts.length !== 4 || parts[0] !== VERSION) return undefined;
  const [, action = "", nonce = "", signature = ""] = parts;
  const expected = Buffer.from(sign(`${VERSION}.${action}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return ACTION.test(action) ? action : undefined;
}
