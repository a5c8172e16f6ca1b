import { ApiError } from "../../web-api/errors";

/**
 * Why a submission failed, as the visitor is told. Field-level answers (`alreadyRegistered`,
 * `invalidField`) and `campaignClosed` are the API's codes; the rest name a form-level message.
 */
export type SubmitFailure = "alreadyRegistered" | "invalidField" | "campaignClosed" | "captcha" | "network" | "server";

/** The captcha provider gave no token (its script did not load or it refused): a captcha failure, not the network's. */
export class CaptchaUnavailable extends Error {
  override readonly name = "CaptchaUnavailable";
}

/** For `captchaToken(…).catch(captchaUnavailable)`: marks the provider's failure as such. */
export const captchaUnavailable = (cause: unknown): never => {
  throw new CaptchaUnavailable("captcha provider failed", { cause });
};

/** Webpack's name for a code chunk that did not load: the connection is the likely cause. */
const CHUNK_LOAD_ERROR = "ChunkLoadError";

/**
 * The one mapping from a failed submission to its meaning, for every form. Picked from the error's
 * kind and code, never its text. An error that is neither the API's, the captcha's nor a chunk's is
 * a fault of the site's own code: a server error ("on our side"), never a captcha failure.
 */
export function failureOf(error: unknown): SubmitFailure {
  if (error instanceof CaptchaUnavailable) return "captcha";
  if (error instanceof ApiError) {
    if (error.code === "alreadyRegistered") return "alreadyRegistered";
    if (error.code === "invalidField") return "invalidField";
    if (error.code === "campaignClosed") return "campaignClosed";
    if (error.code === "captchaFailed") return "captcha";
    if (error.kind === "network" || error.kind === "timeout") return "network";
    return "server";
  }
  if (error instanceof Error && error.name === CHUNK_LOAD_ERROR) return "network";
  return "server";
}

/** The message id of a form-level failure (spec §5). */
export const failureMessage: Readonly<Record<"captcha" | "network" | "server", string>> = {
  captcha: "form.captcha.failed",
  network: "form.error.network",
  server: "form.error.server",
};

/**
 * The form-level message of a failure a form does not show elsewhere (on a field, in a dialog): an
 * API code the form has no place for is the server's refusal.
 */
export const formMessageOf = (failure: SubmitFailure): string =>
  failure === "captcha" || failure === "network" ? failureMessage[failure] : failureMessage.server;
