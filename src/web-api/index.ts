/** The web API client and every endpoint the site calls (docs/web-api.md). */
export { createApiClient, type ApiClient, type ApiClientOptions, type CallInput } from "./client";
export { ApiError, isAborted, type ApiErrorKind } from "./errors";
export type { AnswerOf, BodyOf, Endpoint, QueryOf } from "./endpoint";
