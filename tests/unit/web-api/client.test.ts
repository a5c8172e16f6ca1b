import * as v from "valibot";
import { createApiClient } from "../../../src/web-api/client";
import { defineEndpoint } from "../../../src/web-api/endpoint";
import { ApiError } from "../../../src/web-api/errors";

const thing = defineEndpoint({
  name: "test.thing",
  method: "GET",
  path: "/v1/things/:thingId",
  query: v.object({ tags: v.optional(v.array(v.string())), page: v.optional(v.number()) }),
  body: undefined,
  answer: v.object({ name: v.string(), sizes: v.array(v.object({ cm: v.number() })) }),
});
const send = defineEndpoint({
  name: "test.send",
  method: "POST",
  path: "/v1/things",
  query: v.object({}),
  body: v.object({ name: v.string() }),
  answer: v.object({ id: v.string() }),
});

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function clientWith(answers: (() => Response | Promise<Response>)[], timeoutMs = 1000) {
  const calls: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(request);
    const next = answers.shift();
    if (!next) throw new Error("no more answers");
    return next();
  });
  const client = createApiClient({ base: "https://api.test/", acceptLanguage: "de-DE, de;q=0.9", fetch, timeoutMs, retryDelayMs: 1 });
  return { client, calls };
}

const failure = (promise: Promise<unknown>): Promise<ApiError> =>
  promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      return error;
    },
  );

describe("the web API client", () => {
  it("fills path params, writes the query and sends the market's Accept-Language", async () => {
    const { client, calls } = clientWith([() => json(200, { name: "x", sizes: [] })]);
    await expect(client.call(thing, { params: { thingId: "a b/c" }, query: { tags: ["red", "blue"], page: 2 } })).resolves.toEqual({
      name: "x",
      sizes: [],
    });
    expect(calls[0]?.url).toBe("https://api.test/v1/things/a%20b%2Fc?tags=red%2Cblue&page=2");
    expect(calls[0]?.headers.get("accept-language")).toBe("de-DE, de;q=0.9");
    expect(calls[0]?.method).toBe("GET");
  });

  it("sends a POST body as JSON", async () => {
    const { client, calls } = clientWith([() => json(201, { id: "t-1" })]);
    await expect(client.call(send, { body: { name: "new" } })).resolves.toEqual({ id: "t-1" });
    expect(calls[0]?.headers.get("content-type")).toBe("application/json");
    await expect(calls[0]?.json()).resolves.toEqual({ name: "new" });
  });

  it("rejects an answer of the wrong shape with an error naming the endpoint and the field", async () => {
    const { client } = clientWith([() => json(200, { name: "x", sizes: [{ cm: "12" }] })]);
    const error = await failure(client.call(thing, { params: { thingId: "1" } }));
    expect(error.kind).toBe("shape");
    expect(error.field).toBe("sizes.0.cm");
    expect(error.message).toMatch(/^test\.thing: answer field sizes\.0\.cm: /);
  });

  it("rejects an answer that is not JSON as a wrong shape", async () => {
    const { client } = clientWith([() => new Response("<html>", { status: 200 })]);
    expect((await failure(client.call(thing, { params: { thingId: "1" } }))).kind).toBe("shape");
  });

  it("retries a GET once after a 5xx and succeeds", async () => {
    const { client, calls } = clientWith([() => json(503, {}), () => json(200, { name: "x", sizes: [] })]);
    await expect(client.call(thing, { params: { thingId: "1" } })).resolves.toMatchObject({ name: "x" });
    expect(calls).toHaveLength(2);
  });

  it("retries a GET only once, then reports the status", async () => {
    const { client, calls } = clientWith([() => json(500, {}), () => json(502, { error: { code: "fault", message: "down" } })]);
    const error = await failure(client.call(thing, { params: { thingId: "1" } }));
    expect(calls).toHaveLength(2);
    expect(error).toMatchObject({ kind: "status", status: 502, code: "fault" });
  });

  it("retries a GET once after a network error", async () => {
    const { client, calls } = clientWith([() => Promise.reject(new TypeError("fetch failed")), () => json(200, { name: "x", sizes: [] })]);
    await expect(client.call(thing, { params: { thingId: "1" } })).resolves.toMatchObject({ name: "x" });
    expect(calls).toHaveLength(2);
  });

  it("never retries a POST, which may have taken effect", async () => {
    const { client, calls } = clientWith([() => json(500, {}), () => json(201, { id: "t-1" })]);
    expect((await failure(client.call(send, { body: { name: "n" } }))).status).toBe(500);
    expect(calls).toHaveLength(1);
    const broken = clientWith([() => Promise.reject(new TypeError("fetch failed")), () => json(201, { id: "t-1" })]);
    expect((await failure(broken.client.call(send, { body: { name: "n" } }))).kind).toBe("network");
    expect(broken.calls).toHaveLength(1);
  });

  it("does not retry a 4xx and hands on the server's code and field", async () => {
    const { client, calls } = clientWith([() => json(409, { error: { code: "alreadyRegistered", message: "exists", field: "email" } })]);
    const error = await failure(client.call(thing, { params: { thingId: "1" } }));
    expect(error).toMatchObject({ kind: "status", status: 409, code: "alreadyRegistered", field: "email" });
    expect(calls).toHaveLength(1);
  });

  it("gives up on an attempt after its time limit", async () => {
    const never = (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));
    const slow = createApiClient({ base: "https://api.test", acceptLanguage: "en", fetch: never, timeoutMs: 30 });
    const started = Date.now();
    const error = await failure(slow.call(thing, { params: { thingId: "1" } }));
    expect(error.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("reports a caller's cancellation as aborted", async () => {
    const never = (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));
    const client = createApiClient({ base: "https://api.test", acceptLanguage: "en", fetch: never });
    const controller = new AbortController();
    const pending = failure(client.call(thing, { params: { thingId: "1" }, signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe("aborted");
  });

  it("sends nothing for a call cancelled before it started", async () => {
    const { client, calls } = clientWith([() => json(200, { name: "x", sizes: [] })]);
    const controller = new AbortController();
    controller.abort();
    expect((await failure(client.call(thing, { params: { thingId: "1" }, signal: controller.signal }))).kind).toBe("aborted");
    expect(calls).toHaveLength(0);
  });
});
