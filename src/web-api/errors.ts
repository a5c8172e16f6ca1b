/** Why a call failed: the screen picks its message from this, never from the text. */
export type ApiErrorKind =
  /** No answer: the network failed or the server closed the connection. */
  | "network"
  /** No answer within the endpoint's time limit. */
  | "timeout"
  /** The caller cancelled the call (unmounted component, superseded search). */
  | "aborted"
  /** An answer with a 4xx or 5xx status; `status` and the server's `code` say which. */
  | "status"
  /** An answer whose JSON does not match the endpoint's schema; `field` names where. */
  | "shape";

/** A failed call of the web API, naming the endpoint and, for a wrong shape, the field. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly endpoint: string,
    readonly kind: ApiErrorKind,
    detail: string,
    readonly extra: Readonly<{ status?: number; code?: string; field?: string }> = {},
  ) {
    super(`${endpoint}: ${detail}`);
  }

  get status(): number | undefined {
    return this.extra.status;
  }
  /** The server's error code (`alreadyRegistered`, `invalidField`…) of a 4xx answer. */
  get code(): string | undefined {
    return this.extra.code;
  }
  /** The request field a 400 names, or the answer field a wrong shape names. */
  get field(): string | undefined {
    return this.extra.field;
  }
}

/** True for a caller's own cancellation, which screens ignore. */
export const isAborted = (error: unknown): boolean => error instanceof ApiError && error.kind === "aborted";
