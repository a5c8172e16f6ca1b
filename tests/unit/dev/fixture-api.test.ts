import fc from "fast-check";
import { issueToken } from "../../../dev/captcha-stand-in/token";
import { createFixtureApi } from "../../../dev/fixture-api/index";
import { loadHelpContent, scaleHelpContent } from "../../../dev/fixture-api/seed/help";
import { existsSync } from "node:fs";
import { join } from "node:path";

const fixture = createFixtureApi({ now: () => new Date("2026-11-22T10:00:00Z") });
const help = loadHelpContent(join(process.cwd(), "dev", "fixture-api", "data", "help"), "rent", "en");
const rideHelp = loadHelpContent(join(process.cwd(), "dev", "fixture-api", "data", "help"), "ride", "en");
const article = help.articles[0]?.id ?? "";

type Answer = { status: number; body: { error?: { code: string; field?: string } } & Record<string, unknown> };

async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const init: RequestInit = { method, headers: { "accept-language": "en-US", ...headers } };
  if (body !== undefined) init.body = typeof body === "string" ? body : JSON.stringify(body);
  const response = await fixture.handle(new Request(`http://fixture.local${path}`, init));
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}
const get = (path: string, headers?: Record<string, string>) => send("GET", path, undefined, headers);
const post = (path: string, body: unknown) => send("POST", path, body);

/** Per endpoint: requests with bad input and the field the 400 must name. */
const badInputs: [string, () => Promise<Answer>, string][] = [
  ["branches.stations", () => get("/v1/branch/next/stations?country=germany"), "country"],
  ["branches.geosuggest", () => get("/v1/branch/next/stations/geosuggest?query=B"), "query"],
  ["rental.fleet", () => get("/v1/apps/fleet/list?product=bikes"), "product"],
  ["subscription.branches", () => get("/v2/apps/subscriptionbranches"), "country"],
  ["subscription.offers", () => get("/v1/subscription/subscriptions/offers/country?country=DE&pickupDate=tomorrow"), "pickupDate"],
  [
    "subscription.offersWithTenure",
    () => get("/v1/subscription/v1.1/subscriptions/offers/country?country=DE&branchIds=a,b,c,d,e,f,g"),
    "branchIds",
  ],
  ["subscription.rentalOffers", () => get("/v1/rentaloffers/subscriptionoffers?market=DE!"), "market"],
  ["subscription.reviews", () => get("/v1/subscription/reviews?country=DE&page=0"), "page"],
  ["subscription.campaigns", () => get("/v1/subscription/subscriptioncampaigns?country=d"), "country"],
  ["campaign.list", () => get("/v2/apps/campaign?country=DE&trucks=maybe"), "trucks"],
  [
    "campaign.register",
    () =>
      post("/v2/apps/campaign/de-spring/registrations", {
        firstName: "A",
        lastName: "B",
        email: "not-an-email",
        acceptTerms: true,
        captchaToken: "t",
      }),
    "email",
  ],
  [
    "campaign.register (terms)",
    () =>
      post("/v2/apps/campaign/de-spring/registrations", {
        firstName: "A",
        lastName: "B",
        email: "a@b.co",
        acceptTerms: false,
        captchaToken: "t",
      }),
    "acceptTerms",
  ],
  [
    "users.signUp",
    () =>
      post("/v2/users", {
        firstName: "A".repeat(51),
        lastName: "B",
        email: "a@b.co",
        password: "12345678",
        product: "ride",
        locale: "en-US",
        confirmUrl: "http://localhost/x",
        captchaToken: "t",
      }),
    "firstName",
  ],
  [
    "users.signUp (password)",
    () =>
      post("/v2/users", {
        firstName: "A",
        lastName: "B",
        email: "a@b.co",
        password: " 1234567 ",
        product: "ride",
        locale: "en-US",
        confirmUrl: "http://localhost/x",
        captchaToken: "t",
      }),
    "password",
  ],
  [
    "users.signUp (confirmUrl)",
    () =>
      post("/v2/users", {
        firstName: "A",
        lastName: "B",
        email: "x@b.co",
        password: "12345678",
        product: "ride",
        locale: "en-US",
        confirmUrl: "https://evil.example/x",
        // The handler checks the address after the captcha, so the token must pass.
        captchaToken: issueToken("ride_signup"),
      }),
    "confirmUrl",
  ],
  ["users.confirm", () => post("/v2/users/confirmations", { token: "../etc" }), "token"],
  ["users.resendConfirmation", () => post("/v2/users/confirmations/resend", { email: 7 }), "email"],
  ["help.rent.bookingType", () => get("/v1/knowledge-article/booking-type"), "country-code"],
  ["help.rent.categories", () => get("/v1/knowledge-article/rent/categories?country-code=XXX"), "country-code"],
  ["help.rent.categorySections", () => get("/v1/knowledge-article/categories/a%20b/category-sections?country-code=DE"), "categoryId"],
  ["help.rent.sectionArticles", () => get("/v1/knowledge-article/rent/articles?country-code=DE"), "sectionId"],
  ["help.rent.featuredArticles", () => get("/v1/knowledge-article/featured-articles?country-code=de"), "country-code"],
  ["help.rent.article", () => get("/v1/knowledge-article/articles/nope?country-code=DE"), "articleId"],
  ["help.rent.search (short)", () => get("/v1/knowledge-article/search?country-code=DE&bookingTypeId=rent&q=ab"), "q"],
  ["help.rent.search (long)", () => get(`/v1/knowledge-article/search?country-code=DE&bookingTypeId=rent&q=${"a".repeat(101)}`), "q"],
  ["help.rent.search (type)", () => get("/v1/knowledge-article/search?country-code=DE&bookingTypeId=ride&q=abc"), "bookingTypeId"],
  ["help.rent.vote", () => post(`/v1/knowledge-article/articles/${article}/votes`, { helpful: "yes" }), "helpful"],
  [
    "help.rent.contact",
    () =>
      post("/v1/knowledge-article/contact", {
        "country-code": "DE",
        topic: "x",
        name: "",
        phone: "1",
        message: "m",
        captchaToken: "t",
        contactFlowId: "help-contact-de",
      }),
    "name",
  ],
  ["help.ride.search", () => get("/v1/ride-help-centre/search?country-code=DE&bookingTypeId=ride"), "q"],
  [
    "help.ride.contact",
    () =>
      post("/v1/ride-help-centre/contact", {
        "country-code": "DE",
        topic: "x",
        name: "N",
        phone: "abc",
        message: "m",
        captchaToken: "t",
        contactFlowId: "help-contact-de",
      }),
    "phone",
  ],
];

describe("the fixture API's answers to bad input", () => {
  for (const [name, request, field] of badInputs) {
    it(`${name}: a 4xx JSON answer that names ${field}`, async () => {
      const answer = await request();
      expect([400, 404]).toContain(answer.status);
      expect(answer.body.error?.field).toBe(field);
    });
  }

  it("answers an unknown path with 404 and a wrong method with 405 and Allow", async () => {
    expect((await get("/v1/nothing/here")).status).toBe(404);
    const response = await fixture.handle(new Request("http://fixture.local/v2/users", { method: "GET" }));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect((await send("DELETE", "/v1/knowledge-article/rent/categories?country-code=DE")).status).toBe(405);
  });

  it("answers a body over 64 KiB with 413, and broken JSON with 400", async () => {
    const big = { email: `${"a".repeat(70_000)}@example.com` };
    expect((await post("/v2/users/confirmations/resend", big)).status).toBe(413);
    const broken = await post("/v2/users/confirmations/resend", "{not json");
    expect(broken).toMatchObject({ status: 400, body: { error: { code: "invalidJson", field: "body" } } });
    expect((await post("/v2/users/confirmations/resend", "")).status).toBe(400);
  });

  it("answers a country without the subscription with 404 naming the country", async () => {
    expect(await get("/v2/apps/subscriptionbranches?country=PL")).toMatchObject({
      status: 404,
      body: { error: { code: "notOffered", field: "country" } },
    });
  });

  it("never answers a 5xx, whatever the path, query or body", async () => {
    const paths = fixture.routes.map((r) => r.endpoint.path.replace(/:[A-Za-z]+/g, "x"));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.constantFrom("GET", "POST", "PUT", "HEAD"),
        fc.dictionary(
          fc.constantFrom(
            "country",
            "country-code",
            "q",
            "page",
            "pageSize",
            "branchIds",
            "pickupDate",
            "trucks",
            "sectionId",
            "market",
            "query",
          ),
          fc.string({ maxLength: 120 }),
        ),
        fc.oneof(fc.json(), fc.string({ maxLength: 200 })),
        async (path, method, query, body) => {
          const search = new URLSearchParams(query).toString();
          const init: RequestInit = { method, headers: { "accept-language": "xx" } };
          if (method === "POST" || method === "PUT") init.body = body;
          const response = await fixture.handle(new Request(`http://fixture.local${path}?${search}`, init));
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe("the fixture API's help contact flow check", () => {
  const contact = (contactFlowId: string | undefined, country = "ES") =>
    post("/v1/knowledge-article/contact", {
      "country-code": country,
      topic: help.categories[0]?.id,
      name: "Ada Muster",
      phone: "+34 91 123 4567",
      message: "Where is my invoice?",
      captchaToken: issueToken("help_contact"),
      ...(contactFlowId !== undefined && { contactFlowId }),
    });

  it("accepts the private and the business site's flow of the request's country", async () => {
    expect((await contact("help-contact-es")).status).toBe(201);
    expect((await contact("help-contact-business-es")).status).toBe(201);
  });

  it("refuses another country's flow with a 400 naming the field and the flows it expects", async () => {
    const answer = await contact("help-contact-de");
    expect(answer).toMatchObject({ status: 400, body: { error: { code: "invalidField", field: "contactFlowId" } } });
    expect(answer.body.error).toMatchObject({
      message:
        "contactFlowId help-contact-de is not the help contact flow of a site in ES: expected one of help-contact-es, help-contact-es-en, help-contact-business-es",
    });
  });

  it("refuses a request without a flow id, naming the field", async () => {
    expect(await contact(undefined)).toMatchObject({ status: 400, body: { error: { code: "invalidField", field: "contactFlowId" } } });
  });
});

describe("the fixture API's state", () => {
  const registration = (email: string) => ({
    firstName: "Ada",
    lastName: "B",
    email,
    acceptTerms: true,
    captchaToken: issueToken("campaign_register"),
  });

  it("refuses a second campaign registration with the same e-mail, in any case", async () => {
    expect((await post("/v2/apps/campaign/de-spring/registrations", registration("twice@example.com"))).status).toBe(201);
    const again = await post("/v2/apps/campaign/de-spring/registrations", registration("TWICE@example.com"));
    expect(again).toMatchObject({ status: 409, body: { error: { code: "alreadyRegistered" } } });
  });

  it("knows one registered address from the start and closes campaigns after their deadline", async () => {
    expect((await post("/v2/apps/campaign/fr-spring/registrations", registration("registered@example.com"))).status).toBe(409);
    const closed = await post("/v2/apps/campaign/fr-winter/registrations", registration("new@example.com"));
    expect(closed).toMatchObject({ status: 410, body: { error: { code: "campaignClosed" } } });
    const list = await get("/v2/apps/campaign?country=FR");
    expect(list.body.campaigns).toEqual([
      expect.objectContaining({ id: "fr-spring", status: "open" }),
      expect.objectContaining({ id: "fr-winter", status: "closed" }),
    ]);
  });

  it("answers 'already registered' to a second sign-up and to the known address", async () => {
    const body = (email = "rider@example.com") => ({
      firstName: "A",
      lastName: "B",
      email,
      password: "12345678",
      product: "ride",
      locale: "en-US",
      confirmUrl: "http://localhost:9000/ride/confirm",
      captchaToken: issueToken("ride_signup"),
    });
    expect((await post("/v2/users", body())).status).toBe(201);
    expect(await post("/v2/users", body())).toMatchObject({ status: 409, body: { error: { code: "alreadyRegistered", field: "email" } } });
    expect((await post("/v2/users", body("registered@example.com"))).status).toBe(409);
  });

  it("refuses the captcha when a test asks it to, even a good token", async () => {
    const body = {
      firstName: "A",
      lastName: "B",
      email: "bot@example.com",
      password: "12345678",
      product: "ride",
      locale: "en-US",
      confirmUrl: "http://localhost/c",
      captchaToken: issueToken("ride_signup"),
    };
    const answer = await send("POST", "/v2/users", body, { "x-fixture-fault": "users.signUp:captcha" });
    expect(answer).toMatchObject({ status: 403, body: { error: { code: "captchaFailed", field: "captchaToken" } } });
  });

  it("accepts only the tokens it issued, and resends at most once a minute", async () => {
    let clock = new Date("2026-11-22T10:00:00Z").getTime();
    const api = createFixtureApi({ now: () => new Date(clock) });
    const call = async (path: string, body: unknown) => {
      const response = await api.handle(new Request(`http://f${path}`, { method: "POST", body: JSON.stringify(body) }));
      return { status: response.status, body: (await response.json()) as Answer["body"] };
    };
    await call("/v2/users", {
      firstName: "A",
      lastName: "B",
      email: "r@example.com",
      password: "12345678",
      product: "ride",
      locale: "en-US",
      confirmUrl: "http://localhost/c",
      captchaToken: issueToken("ride_signup"),
    });
    expect(await call("/v2/users/confirmations", { token: "abcdefghijkmnpqrstuvwxyz" })).toMatchObject({
      status: 400,
      body: { error: { code: "invalidToken" } },
    });
    expect((await call("/v2/users/confirmations/resend", { email: "r@example.com" })).status).toBe(429);
    clock += 61_000;
    expect((await call("/v2/users/confirmations/resend", { email: "r@example.com" })).status).toBe(202);
    expect(api.state.outbox).toHaveLength(2);
    const latest = api.state.outbox[1]?.token ?? "";
    expect((await call("/v2/users/confirmations", { token: latest })).status).toBe(200);
  });

  it("counts votes per article", async () => {
    await post(`/v1/knowledge-article/articles/${article}/votes`, { helpful: true });
    const second = await post(`/v1/knowledge-article/articles/${article}/votes`, { helpful: false });
    expect(second.body).toMatchObject({ helpful: 1, notHelpful: 1 });
  });
});

describe("the fixture API's captcha check", () => {
  /** A good request of each endpoint that names a captcha action, with the token given. */
  const forms: [string, string, (token: string | undefined) => Record<string, unknown>][] = [
    [
      "users.signUp",
      "/v2/users",
      (captchaToken) => ({
        firstName: "A",
        lastName: "B",
        email: `captcha-${Math.random().toString(36).slice(2)}@example.com`,
        password: "12345678",
        product: "ride",
        locale: "en-US",
        confirmUrl: "http://localhost/c",
        captchaToken,
      }),
    ],
    [
      "campaign.register",
      "/v2/apps/campaign/de-spring/registrations",
      (captchaToken) => ({
        firstName: "A",
        lastName: "B",
        email: `captcha-${Math.random().toString(36).slice(2)}@example.com`,
        acceptTerms: true,
        captchaToken,
      }),
    ],
    ...(["knowledge-article", "ride-help-centre"] as const).map(
      (prefix): [string, string, (token: string | undefined) => Record<string, unknown>] => [
        `contact (${prefix})`,
        `/v1/${prefix}/contact`,
        (captchaToken) => ({
          "country-code": "DE",
          topic: (prefix === "knowledge-article" ? help : rideHelp).categories[0]?.id,
          name: "Ada",
          phone: "+49 30 1234567",
          message: "m",
          captchaToken,
          contactFlowId: "help-contact-de",
        }),
      ],
    ),
  ];
  const actionOf = (name: string) =>
    name === "users.signUp" ? "ride_signup" : name === "campaign.register" ? "campaign_register" : "help_contact";
  const refused = { status: 403, body: { error: { code: "captchaFailed", field: "captchaToken" } } };

  for (const [name, path, body] of forms) {
    it(`${name}: accepts a stand-in token for its own action once, and refuses it the second time`, async () => {
      const token = issueToken(actionOf(name));
      expect((await post(path, body(token))).status).toBe(201);
      expect(await post(path, body(token))).toMatchObject(refused);
    });

    it(`${name}: refuses the old fixed token, another form's token, a forged one and none`, async () => {
      const other = actionOf(name) === "help_contact" ? "ride_signup" : "help_contact";
      const [version, action, nonce] = issueToken(actionOf(name)).split(".");
      for (const token of ["local-pass", issueToken(other), `${version}.${action}.${nonce}.forged-signature-forged-signature-forged1`]) {
        expect(await post(path, body(token)), token).toMatchObject(refused);
      }
      expect((await post(path, body(undefined))).status).toBe(400);
    });
  }
});

describe("the fixture API's seed data", () => {
  it("has at least 8 branches in 4 cities per subscription country, some closed on Saturdays or Sundays", async () => {
    for (const country of ["AT", "CH", "DE", "ES", "FR", "GB", "IT", "NL", "US"]) {
      const { branches } = (await get(`/v2/apps/subscriptionbranches?country=${country}`)).body as {
        branches: { city: string; openingDays: string[] }[];
      };
      expect(branches.length, country).toBeGreaterThanOrEqual(8);
      expect(new Set(branches.map((b) => b.city)).size).toBeGreaterThanOrEqual(4);
      expect(branches.some((b) => !b.openingDays.includes("SUN"))).toBe(true);
      expect(branches.some((b) => !b.openingDays.includes("SAT"))).toBe(true);
    }
  });

  it("has at least 24 offers covering every vehicle type, engine, gearbox, availability and term, priced in the market's currency", async () => {
    const { offers } = (await get("/v1/subscription/v1.1/subscriptions/offers/country?country=CH")).body as {
      offers: {
        vehicleType: string;
        vehicleTypeCode: string;
        engineType: string | null;
        transmission: string;
        availability: string;
        minimumTermMonths: number;
        pricePerMonth: { currency: string };
      }[];
    };
    expect(offers.length).toBeGreaterThanOrEqual(24);
    expect(new Set(offers.map((o) => o.vehicleType)).size).toBe(7);
    // The codes of spec §3 on the wire: H, E and none (combustion); P for the cars, L for the vans.
    expect(new Set(offers.map((o) => o.engineType))).toEqual(new Set(["H", "E", null]));
    expect(new Set(offers.map((o) => `${o.vehicleType === "van" ? "van" : "car"} ${o.vehicleTypeCode}`))).toEqual(
      new Set(["car P", "van L"]),
    );
    expect(new Set(offers.map((o) => o.transmission)).size).toBe(2);
    expect(new Set(offers.map((o) => o.availability)).size).toBe(6);
    expect(new Set(offers.map((o) => o.minimumTermMonths)).size).toBe(3);
    expect(new Set(offers.map((o) => o.pricePerMonth.currency))).toEqual(new Set(["CHF"]));
  });

  it("narrows offers by branch and pickup date", async () => {
    const all = (await get("/v1/subscription/subscriptions/offers/country?country=DE")).body.offers as {
      branchIds: string[];
      availableFrom: string;
    }[];
    const some = (await get("/v1/subscription/subscriptions/offers/country?country=DE&branchIds=de-berlin-0&pickupDate=2026-12-01")).body
      .offers as typeof all;
    expect(some.length).toBeGreaterThan(0);
    expect(some.length).toBeLessThan(all.length);
    expect(some.every((o) => o.branchIds.includes("de-berlin-0") && o.availableFrom <= "2026-12-01")).toBe(true);
  });

  it("lists the ride classes when the fleet list is asked for no product, as before cars and trucks came", async () => {
    const plain = await get("/v1/apps/fleet/list");
    expect(plain.body).toEqual((await get("/v1/apps/fleet/list?product=ride")).body);
    expect(plain.body.classes).toEqual(expect.arrayContaining([{ id: "business", name: "Business class", seats: 3 }]));
  });

  it("lists vans and trucks with payload, load volume and length, licence and seats, named in the request's language", async () => {
    const english = (await get("/v1/apps/fleet/list?product=truck")).body.classes as Record<string, unknown>[];
    const german = (await get("/v1/apps/fleet/list?product=truck", { "accept-language": "de-DE, de;q=0.9" })).body.classes as Record<
      string,
      unknown
    >[];
    expect(english.length).toBeGreaterThanOrEqual(4);
    for (const truck of english)
      expect(Object.keys(truck).sort()).toEqual([
        "exampleModel",
        "id",
        "licenceCategory",
        "loadLengthM",
        "loadVolumeM3",
        "name",
        "payloadKg",
        "seats",
      ]);
    expect(german.map((t) => t.id)).toEqual(english.map((t) => t.id));
    expect(german.find((t) => t.id === "box-van")).toMatchObject({
      name: "Koffer-Lkw 3,5 t",
      exampleModel: "3,5-t-Kofferaufbau mit Ladebordwand",
      payloadKg: 900,
    });
    expect(new Set(english.map((t) => t.licenceCategory))).toEqual(new Set(["B", "C1", "C"]));
  });

  it("lists car classes with an example, seats, suitcases, gearbox and licence", async () => {
    const cars = (await get("/v1/apps/fleet/list?product=car", { "accept-language": "fr-FR" })).body.classes as Record<string, unknown>[];
    expect(cars.length).toBeGreaterThanOrEqual(4);
    for (const car of cars)
      expect(Object.keys(car).sort()).toEqual(["exampleModel", "id", "licenceCategory", "name", "seats", "suitcases", "transmission"]);
    expect(cars[0]).toMatchObject({ name: "Citadine", exampleModel: "Citadine trois portes" });
  });

  it("has help content of the required size in both centres", () => {
    for (const [centre, sizes] of [
      ["rent", [6, 15, 40, 6]],
      ["ride", [3, 6, 15, 3]],
    ] as const) {
      const content = loadHelpContent(join(process.cwd(), "dev", "fixture-api", "data", "help"), centre, "en");
      const counts = [content.categories.length, content.sections.length, content.articles.length, content.featured.length];
      counts.forEach((count, i) => expect(count, centre).toBeGreaterThanOrEqual(sizes[i] ?? 0));
    }
  });

  it("writes both help centres in six languages with the same ids, and answers other languages in English", async () => {
    const dir = join(process.cwd(), "dev", "fixture-api", "data", "help");
    for (const centre of ["rent", "ride"] as const) {
      const english = loadHelpContent(dir, centre, "en");
      for (const language of ["de", "fr", "es", "it", "nl"] as const) {
        expect(existsSync(join(dir, `${centre}.${language}.json`)), `${centre}.${language}`).toBe(true);
        const translated = loadHelpContent(dir, centre, language);
        expect(translated.articles.map((a) => a.id)).toEqual(english.articles.map((a) => a.id));
        expect(translated.articles.filter((a, i) => a.title === english.articles[i]?.title)).toEqual([]);
      }
    }
    const german = await get("/v1/knowledge-article/rent/categories?country-code=DE", { "accept-language": "de-DE, de;q=0.9" });
    const polish = await get("/v1/knowledge-article/rent/categories?country-code=PL", { "accept-language": "pl-PL, pl;q=0.9" });
    const english = await get("/v1/knowledge-article/rent/categories?country-code=GB", { "accept-language": "en-GB" });
    expect(german.body).not.toEqual(english.body);
    expect(polish.body).toEqual(english.body);
  });

  it("finds articles by words of their title, best match first", async () => {
    const first = help.articles[0];
    const word = first?.title.split(/\s+/).find((w) => w.length > 4) ?? "";
    const answer = await get(`/v1/knowledge-article/search?country-code=DE&bookingTypeId=rent&q=${encodeURIComponent(word)}`);
    expect(answer.body.total).toBeGreaterThan(0);
    expect((answer.body.results as { id: string }[]).map((r) => r.id)).toContain(first?.id);
    expect((await get("/v1/knowledge-article/search?country-code=DE&bookingTypeId=rent&q=zzzqqq")).body).toMatchObject({
      total: 0,
      results: [],
    });
  });
});

describe("the fixture API's fault injection", () => {
  it("fails the named endpoint with 500, a wrong shape or a dropped connection, and leaves the others alone", async () => {
    const faulty = { "x-fixture-fault": "help.rent.categories:500,subscription.*:shape" };
    expect((await get("/v1/knowledge-article/rent/categories?country-code=DE", faulty)).status).toBe(500);
    expect((await get("/v2/apps/subscriptionbranches?country=DE", faulty)).body).toEqual({ unexpected: "injected wrong shape" });
    expect((await get("/v1/knowledge-article/featured-articles?country-code=DE", faulty)).status).toBe(200);
    await expect(
      fixture.fetch("http://f/v1/apps/fleet/list", { headers: { cookie: "fixture-fault=rental.fleet%3Anetwork" } }),
    ).rejects.toThrow(TypeError);
  });

  it("delays a slow endpoint by the given time", async () => {
    const started = Date.now();
    expect((await get("/v1/apps/fleet/list", { "x-fixture-fault": "rental.fleet:slow-150" })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("ignores faults when built without them, as the build's fixture is", async () => {
    const api = createFixtureApi({ faults: false });
    const response = await api.handle(new Request("http://f/v1/apps/fleet/list", { headers: { "x-fixture-fault": "rental.fleet:500" } }));
    expect(response.status).toBe(200);
  });
});

describe("the help centres at a larger scale (FIXTURE_HELP_SCALE)", () => {
  it("repeats each article with its own id, slug and title in the same section, and counts them", () => {
    const scaled = scaleHelpContent(help, 3);
    expect(scaled.articles).toHaveLength(help.articles.length * 3);
    expect(new Set(scaled.articles.map((a) => a.id)).size).toBe(scaled.articles.length);
    expect(new Set(scaled.articles.map((a) => a.slug)).size).toBe(scaled.articles.length);
    const first = help.articles[0];
    const copy = scaled.articles.find((a) => a.id === `${first?.id}-x3`);
    expect(copy).toMatchObject({ slug: `${first?.slug}-3`, title: `${first?.title} (3)`, sectionId: first?.sectionId, body: first?.body });
    for (const section of scaled.sections)
      expect(scaled.articles.filter((a) => a.sectionId === section.id)).toHaveLength(section.articleCount);
    expect(scaleHelpContent(help, 1)).toBe(help);
    expect(() => scaleHelpContent(help, 0)).toThrow(/whole number/);
  });
});
