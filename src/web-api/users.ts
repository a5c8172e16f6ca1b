import * as v from "valibot";
import { defineEndpoint } from "./endpoint";
import { email, id, isoDateTime, text } from "./fields";

/** §5: 8 to 50 characters, no leading or trailing whitespace. */
const password = v.pipe(v.string(), v.minLength(8), v.maxLength(50), v.regex(/^\S(.*\S)?$/s));

/**
 * Creates a ride account (spec §7 `/v2/users`): 201 and a confirmation e-mail to the address;
 * 409 `alreadyRegistered` for a known address; 403 `captchaFailed` when the captcha token is refused.
 */
export const signUp = defineEndpoint({
  name: "users.signUp",
  method: "POST",
  path: "/v2/users",
  captchaAction: "ride_signup",
  query: v.object({}),
  body: v.object({
    firstName: text(50),
    lastName: text(50),
    email,
    password,
    /** Product the account is for; the ride sign-up sends `ride`. */
    product: v.picklist(["ride"]),
    /** Locale of the e-mails, e.g. `de-DE`. */
    locale: v.pipe(v.string(), v.regex(/^[a-z]{2}-[A-Z]{2}$/)),
    /** The site's confirmation page; the e-mail links to it with `?token=`. Only the brand's hosts are accepted. */
    confirmUrl: v.pipe(v.string(), v.url("expected a URL")),
    /** Token of the captcha challenge for `ride_signup`. */
    captchaToken: v.pipe(v.string(), v.minLength(1)),
  }),
  answer: v.object({
    userId: id,
    /** Where the confirmation e-mail went. */
    email: v.string(),
  }),
});

/** Confirms an e-mail address with the token of its link (designed in docs/web-api.md): 400 `invalidToken` for an unknown token. */
export const confirmEmail = defineEndpoint({
  name: "users.confirm",
  method: "POST",
  path: "/v2/users/confirmations",
  query: v.object({}),
  body: v.object({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,128}$/)) }),
  answer: v.object({
    userId: id,
    email: v.string(),
    /** Code of the first-ride discount (spec §1, §9). */
    voucherCode: v.pipe(v.string(), v.regex(/^[A-Z0-9-]{4,32}$/)),
  }),
});

/** Sends the confirmation e-mail again: 429 `tooManyRequests` within 60 s of the last one. */
export const resendConfirmation = defineEndpoint({
  name: "users.resendConfirmation",
  method: "POST",
  path: "/v2/users/confirmations/resend",
  query: v.object({}),
  body: v.object({ email }),
  answer: v.object({
    email: v.string(),
    /** The earliest time another e-mail can be sent. */
    nextAllowedAt: isoDateTime,
  }),
});
