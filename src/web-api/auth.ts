import * as v from "valibot";
import { defineEndpoint } from "./endpoint";
import { email, id, isoDateTime } from "./fields";

/** A signed-in customer's session, as the account apps read it (the zen sign-in step stores it). */
export const session = v.object({
  /** Opaque bearer token for the API's account calls. */
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/)),
  userId: id,
  email: v.string(),
  /** When the session ends; the apps sign the customer out after it. */
  expiresAt: isoDateTime,
});
export type Session = v.InferOutput<typeof session>;

/**
 * Signs a customer in (spec §7 `/v1/auth/login`): a session on success; 401 `invalidCredentials` for an
 * unknown address or a wrong password alike, so the call reveals no accounts.
 */
export const login = defineEndpoint({
  name: "auth.login",
  method: "POST",
  path: "/v1/auth/login",
  query: v.object({}),
  // Any password the customer types is checked; the sign-up's length rules apply to new ones only.
  body: v.object({ email, password: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) }),
  answer: v.object({ session }),
});

/**
 * Asks for a password-reset e-mail (spec §7 `/v2/users/me/password/reset`): 202 with the same answer
 * for a known and an unknown address, so nobody can learn who has an account.
 */
export const passwordReset = defineEndpoint({
  name: "users.passwordReset",
  method: "POST",
  path: "/v2/users/me/password/reset",
  query: v.object({}),
  body: v.object({
    email,
    /** Locale of the e-mail, e.g. `de-DE`. */
    locale: v.pipe(v.string(), v.regex(/^[a-z]{2}-[A-Z]{2}$/)),
  }),
  answer: v.object({
    /** The address as given: the e-mail goes there if it has an account. */
    email: v.string(),
  }),
});
