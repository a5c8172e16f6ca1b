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
  // Declared, then set in the constructor: a class field would cost the browser's bundle a helper.
  declare readonly app: string;
  declare readonly reason: FailureReason;
  constructor(app: string, reason: FailureReason, detail: string) {
    super(`${app}: ${detail}`);
    this.name = "AppError";
    this.app = app;
    this.reason = reason;
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
