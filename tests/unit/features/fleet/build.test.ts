import { markets } from "../../../../markets/index";
import { createFixtureApi } from "../../../../dev/fixture-api/index";
import { checkProject } from "../../../../src/content/check";
import { loadMarketFleet } from "../../../../src/features/fleet/build/index";
import { loadFleet } from "../../../../src/features/fleet/build/load";
import { createApiClient } from "../../../../src/web-api/client";

const market = (id: string) => {
  const found = markets.find((m) => m.id === id);
  if (!found) throw new Error(id);
  return found;
};
const { pages } = checkProject(process.cwd(), markets, [market("de"), market("fr"), market("us")]);
const pagesOf = (id: string) => pages.get(id) ?? [];

/** A client whose every answer is `answer` (a status and a JSON body), or the fixture with a fault injected. */
const answering = (status: number, body: unknown) =>
  createApiClient({
    base: "http://api.test",
    acceptLanguage: "de-DE",
    fetch: async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  });
const fixture = createFixtureApi();
const faulty = (fault: string) =>
  createApiClient({
    base: "http://fixture.local",
    acceptLanguage: "de-DE",
    fetch: (input, init) =>
      fixture.fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), "x-fixture-fault": fault } }),
  });

describe("fleet pages built from the web API", () => {
  it("gives the German truck page its vans and trucks and the fleet page its cars, in German", async () => {
    const { fleets, problems } = await loadMarketFleet(market("de"), pagesOf("de"));
    expect(problems).toEqual([]);
    const byTemplate = new Map([...fleets].map(([page, fleet]) => [page.content.template, fleet]));
    expect(byTemplate.get("truck")?.kind).toBe("truck");
    expect(byTemplate.get("truck")?.classes.map((c) => c.name)).toContain("Koffer-Lkw 3,5 t");
    expect(byTemplate.get("fleet")?.kind).toBe("car");
    expect(byTemplate.get("fleet")?.classes.map((c) => c.name)).toContain("Kleinwagen");
  });

  it("loads nothing where the market has no fleet page (France offers no truck rental and has no fleet slug)", async () => {
    expect(pagesOf("fr").some((p) => p.content.template === "truck")).toBe(false);
    expect((await loadMarketFleet(market("fr"), pagesOf("fr"))).fleets.size).toBe(0);
    const us = await loadMarketFleet(market("us"), pagesOf("us"));
    expect([...us.fleets.keys()].map((p) => p.urlPath)).toEqual(["/truck"]);
  });

  it("holds the market back with a line naming product, market and cause when the API fails", async () => {
    for (const fault of ["rental.fleet:500", "rental.fleet:shape", "rental.fleet:network"]) {
      const { fleet, problems } = await loadFleet(faulty(fault), "truck", "de");
      expect(fleet).toBeUndefined();
      expect(problems).toEqual([expect.stringMatching(/^fleet\.truck \(market de\): the web API failed: .*rental\.fleet/)]);
    }
  });

  it("holds the market back when the list is empty, a class lacks a fact its card shows, or an id repeats", async () => {
    expect((await loadFleet(answering(200, { classes: [] }), "truck", "de")).problems).toEqual([
      "fleet.truck (market de): the web API lists no vehicle classes, and a fleet page without vehicles is a dead end",
    ]);
    const ride = { id: "van-small", name: "Kleiner Transporter", seats: 2 };
    const { fleet, problems } = await loadFleet(answering(200, { classes: [ride, ride] }), "truck", "de");
    expect(fleet).toBeUndefined();
    expect(problems).toContain("fleet.truck (market de): class van-small is listed twice");
    expect(problems).toContainEqual(expect.stringMatching(/^fleet\.truck \(market de\): class van-small, field payloadKg: /));
    expect(problems).toContainEqual(expect.stringMatching(/^fleet\.truck \(market de\): class van-small, field exampleModel: /));
  });
});
