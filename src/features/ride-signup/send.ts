import type { Market } from "../../../markets/schema";
import { captchaUnavailable } from "../../components/form/submit-failure";
import { captchaToken, prepareCaptcha } from "../../services/captcha";
import { pageApiClient } from "../../page-context/use-api";
import { signUp } from "../../web-api/users";

export type SignUpValues = Readonly<Record<"firstName" | "lastName" | "email" | "password", string>>;

/** Readies the sign-up's captcha while the visitor types: its script loads, its challenge waits for the submission. */
export const prepareSignUp = (): void => prepareCaptcha("ride_signup");

/**
 * Sends a sign-up to `/v2/users` with a captcha token and resolves with the address the confirmation
 * went to. Loaded on the form's first use, so the API client and its schemas stay out of the page's
 * first load (issue budget: 110 KiB gzip).
 */
export async function sendSignUp(market: Market, values: SignUpValues, confirmUrl: string): Promise<string> {
  const token = await captchaToken("ride_signup").catch(captchaUnavailable);
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
