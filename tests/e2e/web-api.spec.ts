import { issueToken } from "../../dev/captcha-stand-in/token";
import { sampleCalls } from "../../dev/fixture-api/samples";
import { createApiClient } from "../../src/web-api/client";
import { fillPath, queryString, type QueryValue } from "../../src/web-api/endpoint";
import { expect, hydrated, test } from "./fixtures";

test.describe("the fixture web API on the local server", () => {
  test("answers every endpoint under /api in the shape the client accepts", async ({ request, baseURL }) => {
    // The client itself, with Playwright's request context as its fetch: it validates each answer.
    const client = createApiClient({
      base: `${baseURL}/api`,
      acceptLanguage: "de-DE, de;q=0.9",
      fetch: async (input, init) => {
        const answer = await request.fetch(String(input), {
          method: init?.method,
          headers: init?.headers as Record<string, string>,
          data: init?.body as string | undefined,
        });
        return new Response(await answer.text(), { status: answer.status(), headers: answer.headers() });
      },
    });
    for (const { endpoint, input } of sampleCalls()) {
      await expect(client.call(endpoint, input), endpoint.name).resolves.toBeDefined();
    }
  });

  test("answers a page's own fetch, and a fault cookie fails just the named endpoint", async ({ page, context, baseURL }) => {
    await page.goto("/");
    await hydrated(page);
    const path = (id: string): string => {
      const sample = sampleCalls().find((s) => s.endpoint.name === id);
      if (!sample) throw new Error(`no sample for ${id}`);
      return `/api${fillPath(sample.endpoint.path, sample.input.params ?? {})}${queryString((sample.input.query ?? {}) as Record<string, QueryValue>)}`;
    };
    const status = (url: string) => page.evaluate(async (u) => (await fetch(u)).status, url);
    expect(await status(path("help.rent.categories"))).toBe(200);
    await context.addCookies([{ name: "fixture-fault", value: "help.rent.categories:500", url: baseURL ?? "" }]);
    expect(await status(path("help.rent.categories"))).toBe(500);
    expect(await status(path("help.rent.featuredArticles"))).toBe(200);
  });

  test("lists the confirmation e-mails it sent in its outbox", async ({ request }) => {
    const email = `e2e-${Date.now()}@example.com`;
    const signUp = await request.post("/api/v2/users", {
      data: {
        firstName: "Ada",
        lastName: "Muster",
        email,
        password: "12345678",
        product: "ride",
        locale: "en-US",
        confirmUrl: "http://localhost:9000/ride/confirm",
        captchaToken: issueToken("ride_signup"),
      },
    });
    expect(signUp.status()).toBe(201);
    const outbox = await (await request.get(`/api/__dev/outbox?to=${encodeURIComponent(email)}`)).json();
    expect(outbox.messages).toEqual([expect.objectContaining({ to: email, link: expect.stringMatching(/\/ride\/confirm\?token=/) })]);
  });
});
