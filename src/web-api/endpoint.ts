import type * as v from "valibot";

/** Any valibot schema: input unknown on the wire, typed output. */
export type Schema<T = unknown> = v.GenericSchema<unknown, T>;

/** Query values the client writes: lists are joined by commas, the rest with `String()`. */
export type QueryValue = string | number | boolean | readonly string[] | undefined;

/** `:name` segments of a path template, as a record of strings. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof PathParams<`/${Rest}`>]: string }
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, string>;

/** The forms a captcha token can be for: each form's endpoint names its own, and the API accepts a token only for it. */
export type CaptchaAction = "help_contact" | "ride_signup" | "campaign_register";

/**
 * One call of the web API, written once: the client sends it, the fixture API answers it, and the
 * contract test checks that every fixture answer passes `answer`.
 */
export type Endpoint<P extends string = string, Q = unknown, B = unknown, A = unknown> = Readonly<{
  /** Stable name in errors, logs and the fixture's fault injection, e.g. `help.rent.article`. */
  name: string;
  method: "GET" | "POST";
  /** Path below the API base; `:name` segments are filled from the call's params. */
  path: P;
  /** Query parameters; the fixture parses the raw strings with it, so number fields accept digits. */
  query: Schema<Q>;
  /** JSON body of a POST; `undefined` for a GET. */
  body: Schema<B> | undefined;
  /** The answer's shape: what the client accepts and the fixture must produce. */
  answer: Schema<A>;
  /** Milliseconds one attempt may take before it is aborted. */
  timeoutMs?: number;
  /** The captcha action a form's token must name (its body carries `captchaToken`); the API refuses any other token (docs/captcha.md). */
  captchaAction?: CaptchaAction;
}>;

/** Typed pieces of a call of endpoint E. */
export type QueryOf<E> = E extends Endpoint<string, infer Q, unknown, unknown> ? Q : never;
export type BodyOf<E> = E extends Endpoint<string, unknown, infer B, unknown> ? B : never;
export type AnswerOf<E> = E extends Endpoint<string, unknown, unknown, infer A> ? A : never;
export type ParamsOf<E> = E extends Endpoint<infer P, unknown, unknown, unknown> ? PathParams<P> : never;

/** An endpoint with its types inferred from the path template and the schemas. */
export const defineEndpoint = <P extends `/${string}`, Q, B, A>(endpoint: Endpoint<P, Q, B, A>): Endpoint<P, Q, B, A> => endpoint;

/** The path of a call: each `:name` replaced by its encoded param. */
export function fillPath(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ""));
}

/** `?a=1&b=x,y` from a query object; undefined values are left out. */
export function queryString(query: Readonly<Record<string, QueryValue>>): string {
  const search = new URLSearchParams();
  // String() of a list is its items joined by commas.
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text && `?${text}`;
}
