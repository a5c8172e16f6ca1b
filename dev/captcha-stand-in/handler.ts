import type { IncomingMessage, ServerResponse } from "node:http";
import * as v from "valibot";
import { LOCAL_SITE_KEY } from "../../src/services/captcha/site-key";
import { readBody } from "../read-body";
import type { Handler } from "../site-server";
import { ACTION, issueToken } from "./token";

/** Where the stand-in widget (dev/third-party/captcha.movanta.example/v0/api.js) asks for a token. */
export const STAND_IN_TOKEN_PATH = "/captcha-stand-in/token";

/** The test cookie that makes the stand-in refuse every challenge of its browser: `captcha-stand-in=refuse`. */
export const REFUSE_COOKIE = "captcha-stand-in";

const MAX_BODY_BYTES = 1024;
const challenge = v.object({ sitekey: v.string(), action: v.pipe(v.string(), v.regex(ACTION)) });

/**
 * The local stand-in of the captcha provider's challenge service on the local server: it answers the
 * stand-in widget's challenge for the local site key with a signed, single-use token naming the
 * form's action (dev/captcha-stand-in/token.ts), or refuses it, as a provider would, when the
 * browser carries the refuse cookie (each test's own browser context, so parallel tests never meet)
 * or the site key is not the local one.
 */
export function captchaStandInHandler(): Handler {
  return (req, res, url) => {
    if (url.pathname !== STAND_IN_TOKEN_PATH) return false;
    if (req.method !== "POST") {
      send(res, 405, { error: "method-not-allowed" }, { allow: "POST" });
      return true;
    }
    void answer(req, res);
    return true;
  };
}

async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const parsed = v.safeParse(challenge, await readJson(req));
  if (!parsed.success) return send(res, 400, { error: "bad-request" });
  if (refuses(req.headers.cookie ?? "")) return send(res, 403, { error: "refused" });
  if (parsed.output.sitekey !== LOCAL_SITE_KEY) return send(res, 403, { error: "invalid-sitekey" });
  send(res, 200, { token: issueToken(parsed.output.action) });
}

/** Whether the request's cookies ask the stand-in to refuse. */
export const refuses = (cookies: string): boolean => new RegExp(`(?:^|;\\s*)${REFUSE_COOKIE}=refuse(?:;|$)`).test(cookies);

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers });
  res.end(JSON.stringify(body));
}

/** The request's JSON body, or undefined when it is not JSON or over 1 KiB. */
async function readJson(req: IncomingMessage): Promise<unknown> {
  const body = await readBody(req, MAX_BODY_BYTES);
  if (body === "too large") return undefined;
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
}
