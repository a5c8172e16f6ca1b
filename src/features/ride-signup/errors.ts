import { ApiError } from "../../web-api/errors";

/** What a failed submission tells the visitor, picked from the error's kind and code, never its text. */
export type SubmitProblem = "alreadyRegistered" | "captcha" | "network" | "server";

export function problemOf(error: unknown): SubmitProblem {
  if (!(error instanceof ApiError)) return "server";
  if (error.code === "alreadyRegistered") return "alreadyRegistered";
  if (error.code === "captchaFailed") return "captcha";
  if (error.kind === "network" || error.kind === "timeout") return "network";
  return "server";
}

/** Message ids of the form-level notice per problem (alreadyRegistered is shown on the e-mail field). */
export const problemMessage: Record<Exclude<SubmitProblem, "alreadyRegistered">, string> = {
  captcha: "form.captcha.failed",
  network: "form.error.network",
  server: "form.error.server",
};
