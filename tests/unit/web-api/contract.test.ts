import { issueToken } from "../../../dev/captcha-stand-in/token";
import { createFixtureApi } from "../../../dev/fixture-api/index";
import { sampleCalls } from "../../../dev/fixture-api/samples";
import { createApiClient } from "../../../src/web-api/client";
import { allEndpoints } from "../../../src/web-api/endpoints";
import * as users from "../../../src/web-api/users";
import * as booking from "../../../src/web-api/booking";
import * as branches from "../../../src/web-api/branches";
import * as auth from "../../../src/web-api/auth";
import * as places from "../../../src/web-api/locations";
import { KNOWN_EMAIL, KNOWN_PASSWORD } from "../../../dev/fixture-api/state";
import * as v from "valibot";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The contract between the fixture API and the client: every fixture answer passes the client's own
 * schema (the client validates every answer), so the two cannot drift apart unseen.
 */
describe("the fixture API and the client's schemas", () => {
  const fixture = createFixtureApi();
  const client = (acceptLanguage: string) => createApiClient({ base: "http://fixture.local", acceptLanguage, fetch: fixture.fetch });
  const samples = sampleCalls();

  it("has a sample call for every endpoint of the client (the confirmation has its own flow below)", () => {
    const covered = new Set([...samples.map((s) => s.endpoint.name), users.confirmEmail.name]);
    expect(allEndpoints.map((e) => e.name).filter((id) => !covered.has(id))).toEqual([]);
  });

  it("names a captcha action on exactly the endpoints whose body carries a captcha token: the forms", () => {
    const carriesToken = (body: unknown): boolean =>
      body !== null &&
      typeof body === "object" &&
      "entries" in body &&
      typeof body.entries === "object" &&
      body.entries !== null &&
      "captchaToken" in body.entries;
    const withToken = allEndpoints.filter((e) => carriesToken(e.body));
    expect(withToken.map((e) => `${e.name} ${e.captchaAction}`).sort()).toEqual([
      "campaign.register campaign_register",
      "help.rent.contact help_contact",
      "help.ride.contact help_contact",
      "users.signUp ride_signup",
    ]);
    expect(allEndpoints.filter((e) => e.captchaAction !== undefined)).toHaveLength(withToken.length);
  });

  it("lists every endpoint once, and the fixture answers each of them", () => {
    const ids = allEndpoints.map((e) => e.name);
    expect(new Set(ids).size).toBe(ids.length);
    expect(fixture.routes.map((r) => r.endpoint.name).sort()).toEqual([...ids].sort());
  });

  for (const language of ["en-US", "de-DE", "fr-FR", "es-ES", "it-IT", "nl-NL", "pl-PL"]) {
    it(`answers every sample call in the shape the client accepts (${language})`, async () => {
      for (const { endpoint, input } of sampleCalls()) {
        await expect(client(language).call(endpoint, input), endpoint.name).resolves.toBeDefined();
      }
    });
  }

  it("confirms a sign-up with the token of its e-mail, in the shape the client accepts", async () => {
    const api = client("en-GB");
    const email = "contract@example.com";
    const body = {
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      password: "analytical engine",
      product: "ride",
      locale: "en-GB",
      confirmUrl: "https://www.movanta.co.uk/ride/confirm",
      captchaToken: issueToken("ride_signup"),
    } as const;
    await api.call(users.signUp, { body });
    const mail = fixture.state.outbox.find((m) => m.to === email);
    expect(mail?.link).toMatch(/^https:\/\/www\.movanta\.co\.uk\/ride\/confirm\?token=[a-z0-9]{24}$/);
    await expect(api.call(users.confirmEmail, { body: { token: mail?.token ?? "" } })).resolves.toMatchObject({
      email,
      voucherCode: expect.stringMatching(/^RIDE15-/),
    });
  });

  it("gives stations the branch finder's fields, and still accepts a station with only the first four", async () => {
    const { stations } = await client("de-DE").call(branches.stations, { query: { country: "DE" } });
    expect(stations.length).toBeGreaterThan(0);
    for (const station of stations) {
      expect(station, station.id).toMatchObject({
        kind: expect.any(String),
        address: { street: expect.any(String), postcode: expect.any(String) },
        phone: expect.any(String),
        openingHours: expect.any(Array),
      });
    }
    const documented: unknown = JSON.parse(
      /```json station\n([\s\S]*?)```/.exec(readFileSync(join(process.cwd(), "docs", "web-api.md"), "utf8"))?.[1] ?? "null",
    );
    const [example] = v.parse(branches.stations.answer, { stations: [documented] }).stations;
    const { openingHours = [], ...rest } = example ?? { openingHours: [] };
    const munich = stations.find((s) => s.id === "de-munchen-airport");
    expect(munich).toMatchObject(rest);
    expect(munich?.openingHours).toEqual(expect.arrayContaining(openingHours));
    const older = { stations: [{ id: "st-1", name: "Old Town", city: "Springfield", countryCode: "US" }] };
    expect(v.safeParse(branches.stations.answer, older).success).toBe(true);
    const badHours = { stations: [{ ...older.stations[0], openingHours: [{ day: "MON", opens: "8:00", closes: "18:00" }] }] };
    expect(v.safeParse(branches.stations.answer, badHours).success).toBe(false);
  });

  const post = (path: string, body: unknown) =>
    fixture.fetch(`http://fixture.local${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("signs the known customer in with a session that lasts, and refuses a wrong password and an unknown address alike", async () => {
    const { session } = await client("de-DE").call(auth.login, { body: { email: KNOWN_EMAIL, password: KNOWN_PASSWORD } });
    expect(session.email).toBe(KNOWN_EMAIL);
    expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
    expect(fixture.state.sessions.get(session.token)?.userId).toBe(session.userId);
    const wrong = await post("/v1/auth/login", { email: KNOWN_EMAIL, password: "not-the-password" });
    const unknown = await post("/v1/auth/login", { email: "stranger@example.com", password: KNOWN_PASSWORD });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("answers a password reset the same for a known and an unknown address, and mails only the known one", async () => {
    const known = await post("/v2/users/me/password/reset", { email: KNOWN_EMAIL, locale: "de-DE" });
    const unknown = await post("/v2/users/me/password/reset", { email: "stranger@example.com", locale: "de-DE" });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(Object.keys(await known.json())).toEqual(Object.keys(await unknown.json()));
    expect(fixture.state.resetRequests.map((r) => r.email)).toEqual([KNOWN_EMAIL]);
  });

  it("lists branches near a point nearest first, and finds the visitor's country from the request", async () => {
    const { locations } = await client("de-DE").call(places.locations, { query: { lat: 48.14, lng: 11.58, radius: 60 } });
    expect(locations.length).toBeGreaterThan(0);
    expect(locations.map((l) => l.distanceKm)).toEqual([...locations.map((l) => l.distanceKm)].sort((a, b) => a - b));
    expect(locations.every((l) => l.distanceKm <= 60)).toBe(true);
    await expect(client("fr-FR").call(places.geoip, {})).resolves.toMatchObject({ countryCode: "FR" });
  });

  for (const [what, request] of [
    ["a sign-in without a password", () => post("/v1/auth/login", { email: KNOWN_EMAIL })],
    ["a password reset for no address", () => post("/v2/users/me/password/reset", { email: "not an address", locale: "de-DE" })],
    ["a point off the globe", () => fixture.fetch("http://fixture.local/v1/locations?lat=91&lng=10")],
    ["a point that is no number", () => fixture.fetch("http://fixture.local/v1/locations?lat=north&lng=10")],
    ["fleet locations without a country", () => fixture.fetch("http://fixture.local/v1/apps/fleet/locations")],
  ] as const) {
    it(`refuses ${what} with a 400 and a JSON error`, async () => {
      const answer = await request();
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: { code: "invalidField", field: expect.any(String) } });
    });
  }
  describe("the booking journey's endpoints", () => {
    const api = createFixtureApi();
    const post = (body: unknown) =>
      api.handle(new Request("http://fixture.local/v1/rentalreservations/create", { method: "POST", body: JSON.stringify(body) }));
    const reservation = (idempotencyKey: string) => ({
      idempotencyKey,
      offerId: "of-3",
      extras: ["ex-driver", "ex-protection"],
      pickup: "Airport Terminal 1",
      pickupAt: "2027-05-01T12:30",
      returnAt: "2027-05-03T08:30",
      currency: "USD",
      driver: {
        firstName: "Grace",
        lastName: "Hopper",
        email: "grace@example.com",
        country: "US",
        address: { street: "250 Main Street", city: "Springfield", region: "IL", postcode: "62701" },
      },
    });

    it("books once for a repeated idempotency key: 201 first, then 200 with the same reservation", async () => {
      const first = await post(reservation("double-click-1"));
      const again = await post(reservation("double-click-1"));
      expect([first.status, again.status]).toEqual([201, 200]);
      const booked = v.parse(booking.createReservation.answer, await first.json());
      expect(v.parse(booking.createReservation.answer, await again.json())).toEqual(booked);
      // Two days at the SUV's 72 plus 12 and 19.5 for the extras.
      expect(booked.total).toEqual({ amount: 207, currency: "USD" });
      const other = v.parse(booking.createReservation.answer, await (await post(reservation("another-checkout"))).json());
      expect(other.reservationNumber).not.toBe(booked.reservationNumber);
    });

    it("reads a created reservation back by its activities, and answers 404 for an unknown one", async () => {
      const booked = v.parse(booking.createReservation.answer, await (await post(reservation("read-back-1"))).json());
      const activities = await createApiClient({ base: "http://fixture.local", acceptLanguage: "en-US", fetch: api.fetch }).call(
        booking.reservationActivities,
        { params: { reservationId: booked.reservationId } },
      );
      expect(activities.activities.map((a) => a.type)).toEqual(["created", "extrasAdded", "confirmationSent"]);
      const unknown = await api.handle(new Request("http://fixture.local/v1/reservationactivities/reservation/res-999"));
      expect(unknown.status).toBe(404);
    });

    it("answers 410 offerGone for an offer it no longer has, and 400 naming the field for an address its country refuses", async () => {
      const gone = await post({ ...reservation("gone-offer-1"), offerId: "of-sold" });
      expect(gone.status).toBe(410);
      expect(await gone.json()).toMatchObject({ error: { code: "offerGone", field: "offerId" } });
      const badPostcode = reservation("bad-address-1");
      const bad = await post({
        ...badPostcode,
        driver: { ...badPostcode.driver, address: { ...badPostcode.driver.address, postcode: "ABC" } },
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: { code: "invalidField", field: "driver.address.postcode" } });
      const noKey = await post({ ...reservation("x"), idempotencyKey: "x" });
      expect(noKey.status).toBe(400);
    });

    it("gives each country its address template in its order, and details with extras in the request's language", async () => {
      const client = createApiClient({ base: "http://fixture.local", acceptLanguage: "de-DE", fetch: api.fetch });
      const german = await client.call(booking.addressTemplates, { query: { country: "DE" } });
      expect(german.fields.map((f) => f.name)).toEqual(["street", "houseNumber", "postcode", "city"]);
      const details = await client.call(booking.rentalConfigurations, { query: { offerId: "of-1", currency: "EUR" } });
      expect(details.extras.map((e) => e.name)).toContain("Kindersitz");
      const missing = await api.handle(new Request("http://fixture.local/v1/rentalconfigurations?offerId=of-none"));
      expect(missing.status).toBe(404);
      const badCountry = await api.handle(new Request("http://fixture.local/v1/config/addresstemplates?country=germany"));
      expect(badCountry.status).toBe(400);
    });
  });
});
