import type { Market } from "../../../markets/schema";
import { captchaToken } from "../../services/captcha";
import { pageApiClient } from "../../page/use-api";
import { signUp } from "../../web-api/users";

/** The captcha provider could not give a token: shown as a captcha failure, like the API's refusal. */
export class CaptchaUnavailable extends Error {}

export type SignUpValues = Readonly<Record<"firstName" | "lastName" | "email" | "password", string>>;

/**
 * Sends a sign-up to `/v2/users` with a captcha token and resolves with the address the confirmation
 * went to. Loaded on the form's first use, so the API client and its schemas stay out of the page's
 * first load (issue budget: 110 KiB gzip).
 */
export async function sendSignUp(market: Market, values: SignUpValues, confirmUrl: string): Promise<string> {
  const token = await captchaToken("ride_signup").catch(() => {
    throw new CaptchaUnavailable();
  });
  const answer = await pageApiClient(market.acceptLanguage).call(signUp, {
    body: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
      product: "ride",
      locale: market.locale,
      confirmUrl,
      captchaToken: token,
    },
  });
  return answer.email;
}
