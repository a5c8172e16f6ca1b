import * as api from "../../../src/web-api/users";
import { resolveHost } from "../../../markets/hosts";
import { accepted, created, FixtureError, ok, route, type Route } from "../router";
import type { FixtureState } from "../state";

/** Seconds between two confirmation e-mails to one address. */
export const RESEND_WAIT_S = 60;

/**
 * Only the brand's own sites (production or test hosts, and the local server) may be linked from the
 * confirmation e-mail, so the API cannot be used to mail links to other sites. (The local server
 * serves the brand's hosts over http, so the fixture accepts http too; a real API requires https.)
 */
function checkConfirmUrl(value: string): URL {
  const url = new URL(value);
  const local = url.hostname === "localhost" || url.hostname === "127.0.0.1";
  if (!/^https?:$/.test(url.protocol) || (!local && !resolveHost(url.hostname))) {
    throw new FixtureError(400, "invalidField", "confirmUrl must be a page of one of the brand's sites", "confirmUrl");
  }
  return url;
}

export function userRoutes(state: FixtureState, now: () => Date): Route[] {
  const send = (email: string, confirmUrl: URL): void => {
    const token = state.nextToken();
    state.tokens.set(token, email);
    const link = new URL(confirmUrl);
    link.searchParams.set("token", token);
    state.outbox.push({ to: email, token, link: link.href, sentAt: now().toISOString() });
  };
  const links = new Map<string, URL>();
  return [
    route(api.signUp, ({ body }) => {
      const confirmUrl = checkConfirmUrl(body.confirmUrl);
      const email = body.email.toLowerCase();
      if (state.users.has(email)) throw new FixtureError(409, "alreadyRegistered", `an account exists for ${body.email}`, "email");
      const user = {
        userId: state.nextId("user"),
        email,
        confirmed: false,
        voucherCode: `RIDE15-${state.nextToken().slice(0, 6).toUpperCase()}`,
        lastMailAt: now().getTime(),
      };
      state.users.set(email, user);
      links.set(email, confirmUrl);
      send(email, confirmUrl);
      return created({ userId: user.userId, email });
    }),
    route(api.confirmEmail, ({ body }) => {
      const email = state.tokens.get(body.token);
      const user = email === undefined ? undefined : state.users.get(email);
      if (!user) throw new FixtureError(400, "invalidToken", "this confirmation link is not valid", "token");
      user.confirmed = true;
      return ok({ userId: user.userId, email: user.email, voucherCode: user.voucherCode });
    }),
    route(api.resendConfirmation, ({ body }) => {
      const email = body.email.toLowerCase();
      const user = state.users.get(email);
      const link = links.get(email);
      const wait = user ? user.lastMailAt + RESEND_WAIT_S * 1000 - now().getTime() : 0;
      if (user && link && !user.confirmed && wait <= 0) {
        user.lastMailAt = now().getTime();
        send(email, link);
      } else if (wait > 0) {
        throw new FixtureError(429, "tooManyRequests", `wait ${Math.ceil(wait / 1000)} s before sending again`, "email");
      }
      // Unknown or confirmed addresses get the same answer, so the call reveals no accounts.
      return accepted({ email, nextAllowedAt: new Date(now().getTime() + RESEND_WAIT_S * 1000).toISOString() });
    }),
  ];
}
