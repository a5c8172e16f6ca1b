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

/** What an error adds for an answer that came: its status, and what the server or the check named. */
export type ApiErrorDetails = Readonly<{
  /** The answer's HTTP status. */
  status?: number;
  /** The server's error code (`alreadyRegistered`, `invalidField`…) of a 4xx answer. */
  code?: string;
  /** The request field a 400 names, or the answer field a wrong shape names. */
  field?: string;
}>;

/** A failed call of the web API, naming the endpoint and, for a wrong shape, the field. */
export class ApiError extends Error {
  // Declared, then set in the constructor: class fields would cost the browser's bundle a helper.
  declare readonly endpoint: string;
  declare readonly kind: ApiErrorKind;
  declare readonly status?: number;
  declare readonly code?: string;
  declare readonly field?: string;
  constructor(endpoint: string, kind: ApiErrorKind, detail: string, details: ApiErrorDetails = {}) {
    super(`${endpoint}: ${detail}`);
    Object.assign(this, { name: "ApiError", endpoint, kind }, details);
  }
}

/** True for a caller's own cancellation, which screens ignore. */
export const isAborted = (error: unknown): boolean => error instanceof ApiError && error.kind === "aborted";
