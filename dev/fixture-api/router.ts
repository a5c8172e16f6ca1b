import * as v from "valibot";
import type { AnswerOf, BodyOf, Endpoint, ParamsOf, QueryOf } from "../../src/web-api/endpoint";
import type { FixtureLanguage } from "./seed/languages";

/** What a fixture handler gets: the call's validated parts. */
export type FixtureRequest<E> = Readonly<{
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** The language of the answer's texts, from Accept-Language. */
  language: FixtureLanguage;
  /** The request's Accept-Language header, for data written in other languages than the seed's (the help centres). */
  acceptLanguage: string | null;
}>;

/** A successful answer: 200, or 201/202 for a POST that created or queued something. */
export type Reply<A> = Readonly<{ status: 200 | 201 | 202; body: A }>;
export const ok = <A>(body: A): Reply<A> => ({ status: 200, body });
export const created = <A>(body: A): Reply<A> => ({ status: 201, body });
export const accepted = <A>(body: A): Reply<A> => ({ status: 202, body });

/** A 4xx answer a handler chooses: `{ error: { code, message, field } }`. */
export class FixtureError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 429,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** One endpoint and the fixture's answer to it. */
export type Route = Readonly<{
  endpoint: Endpoint;
  pattern: RegExp;
  names: readonly string[];
  handle: (request: FixtureRequest<Endpoint>) => Reply<unknown>;
}>;

/** Binds a handler to its endpoint, type-checked against the endpoint's schemas. */
export function route<E extends Endpoint<string, unknown, unknown, unknown>>(
  endpoint: E,
  handle: (request: FixtureRequest<E>) => Reply<AnswerOf<E>>,
): Route {
  const names: string[] = [];
  const source = endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  return { endpoint, pattern: new RegExp(`^${source}$`), names, handle: handle as unknown as Route["handle"] };
}

/** The route whose path matches, and whether the method does too. */
export function matchRoute(
  routes: readonly Route[],
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | { allow: string[] } | undefined {
  const allow: string[] = [];
  for (const candidate of routes) {
    const match = candidate.pattern.exec(path);
    if (!match) continue;
    const wanted = method === "HEAD" ? "GET" : method;
    if (candidate.endpoint.method !== wanted) {
      allow.push(candidate.endpoint.method);
      continue;
    }
    const params: Record<string, string> = {};
    candidate.names.forEach((name, i) => {
      params[name] = safeDecode(match[i + 1] ?? "");
    });
    return { route: candidate, params };
  }
  return allow.length > 0 ? { allow } : undefined;
}

const safeDecode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Validates query or body with the endpoint's schema; a failure is a 400 naming the field. */
export function parseInput<T>(schema: v.GenericSchema<unknown, T>, input: unknown, where: "query" | "body"): T {
  const parsed = v.safeParse(schema, input);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  const field = v.getDotPath(issue) ?? where;
  throw new FixtureError(400, "invalidField", `${where} field ${field}: ${issue.message}`, field);
}
