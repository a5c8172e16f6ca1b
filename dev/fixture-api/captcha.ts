import type { Endpoint } from "../../src/web-api/endpoint";
import { actionOfToken } from "../captcha-stand-in/token";
import { FixtureError } from "./router";

const refused = (message: string): FixtureError => new FixtureError(403, "captchaFailed", message, "captchaToken");

/**
 * The API's captcha check, for every endpoint that names a captcha action: the body's token must be
 * one the captcha stand-in signed (dev/captcha-stand-in/token.ts), for this endpoint's action, and
 * not used before; otherwise 403 `captchaFailed`. A real API asks the provider's verification
 * service the same questions (docs/captcha.md).
 */
export function checkCaptcha(endpoint: Endpoint, body: unknown, spent: Set<string>): void {
  const expected = endpoint.captchaAction;
  if (expected === undefined) return;
  const token = body !== null && typeof body === "object" && "captchaToken" in body ? body.captchaToken : undefined;
  if (typeof token !== "string") throw refused(`${endpoint.name} needs a captcha token for ${expected}`);
  const action = actionOfToken(token);
  if (action === undefined) throw refused("the captcha token was not issued by the captcha stand-in");
  if (action !== expected) throw refused(`the captcha token is for ${action}, not ${expected}`);
  if (spent.has(token)) throw refused("the captcha token was used before; each token is good for one request");
  spent.add(token);
}
