/** Why an app could not be loaded, mounted or unmounted. */
export type FailureReason =
  | "http"
  | "network"
  | "timeout"
  | "not-json"
  | "invalid-bootstrapper"
  | "script-failed"
  | "script-threw"
  | "not-registered"
  | "create-threw"
  | "invalid-handle"
  | "unmount-threw";

/** A failure of one runtime app; its message names the app and says what went wrong. */
export class AppError extends Error {
  constructor(
    readonly app: string,
    readonly reason: FailureReason,
    detail: string,
  ) {
    super(`${app}: ${detail}`);
    this.name = "AppError";
  }
}

/** Any thrown value as an AppError of the given app. */
export function asAppError(app: string, error: unknown, reason: FailureReason, context: string): AppError {
  if (error instanceof AppError) return error;
  return new AppError(app, reason, `${context}: ${describe(error)}`);
}

/** A short description of a thrown value. */
export const describe = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** The one console line of a failure, so operators see which app failed and why. */
export function reportFailure(error: AppError): void {
  console.error(`[runtime-apps] ${error.message}`);
}
