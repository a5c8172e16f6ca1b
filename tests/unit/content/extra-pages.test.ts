import { markets } from "../../../markets/index";
import { checkProject } from "../../../src/content/check";
import { marketUrls } from "../../../src/urls/market-urls";

const { problems, pages } = checkProject(process.cwd(), markets, markets);
const pathsOf = (id: string): Set<string> => new Set((pages.get(id) ?? []).map((p) => p.urlPath));
const templateAt = (id: string, path: string | undefined) => pages.get(id)?.find((p) => p.urlPath === path)?.content;

describe("the truck page and the German sites' extra pages", () => {
  it("are valid content", () => {
    expect(problems).toEqual([]);
  });

  it.each(markets.filter((m) => m.productLines.includes("rent-truck")).map((m) => [m.id, m] as const))(
    "give market %s a truck page at its truck slug",
    (id, market) => {
      const truck = marketUrls(market).truck;
      expect(truck).toBe(`${market.pathPrefix}/${market.slugs.truck}`);
      expect(templateAt(id, truck)).toMatchObject({ template: "truck", layout: "ibe" });
    },
  );

  it.each(markets.filter((m) => marketUrls(m).booking !== undefined).map((m) => [m.id, m] as const))(
    "give market %s a page for each step of the booking journey",
    (id, market) => {
      const steps = marketUrls(market).booking;
      for (const step of ["offers", "extras", "driver", "confirmation"] as const) {
        expect(templateAt(id, steps?.[step]), step).toMatchObject({ template: `booking-${step}`, layout: "navigation" });
      }
    },
  );

  it("give the booking journey to the default and German-language markets, all four steps or none", () => {
    const withJourney = markets.filter((m) => marketUrls(m).booking !== undefined).map((m) => m.id);
    expect(withJourney).toEqual(expect.arrayContaining(["us", "de", "at", "ch"]));
    for (const market of markets) {
      const { bookingOffers, bookingExtras, bookingDriver, bookingConfirmation } = market.slugs;
      const set = [bookingOffers, bookingExtras, bookingDriver, bookingConfirmation].filter((slug) => slug !== undefined);
      expect([0, 4], market.id).toContain(set.length);
    }
  });

  it("leave markets without truck rental without a truck page", () => {
    for (const market of markets.filter((m) => !m.productLines.includes("rent-truck"))) {
      expect(
        [...(pages.get(market.id) ?? [])].filter((p) => p.content.template === "truck"),
        market.id,
      ).toEqual([]);
    }
  });

  it.each(markets.filter((m) => m.slugs.fleet !== undefined).map((m) => [m.id, m] as const))(
    "give market %s a page behind each extra slug",
    (id, market) => {
      const urls = marketUrls(market);
      expect(templateAt(id, urls.fleet)).toMatchObject({ template: "fleet", layout: "ibe" });
      expect(templateAt(id, urls.magazine)).toMatchObject({ template: "editorial", layout: "navigation" });
      expect(templateAt(id, urls.digitalCheckout)).toMatchObject({ template: "digital-checkout", layout: "navigation" });
      expect(templateAt(id, urls.zenhome)).toMatchObject({ template: "zen-home", layout: "zen" });
      expect(templateAt(id, urls.fastlane)).toMatchObject({ template: "editorial", layout: "ibe" });
    },
  );

  it("are in the German sites' menu: fleet, digital pick-up and magazine", () => {
    const start = pages.get("de")?.find((p) => p.urlPath === "/")?.content;
    const menu = start?.navigation[0]?.nav_list.map((l) => l.url) ?? [];
    expect(menu).toEqual(expect.arrayContaining(["/movanta-mieten", "/digital-anmieten", "/magazin", "/lkw"]));
  });

  it("are linked from each other, so none is an orphan, and every link of theirs leads to a page", () => {
    for (const id of ["de", "at", "ch"]) {
      const market = markets.find((m) => m.id === id);
      if (!market) throw new Error(id);
      const urls = marketUrls(market);
      const extras = [urls.truck, urls.fleet, urls.magazine, urls.digitalCheckout, urls.fastlane];
      const bodies = extras.map((path) => templateAt(id, path)?.body ?? "").join("\n");
      const linked = new Set([...bodies.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]));
      for (const path of [urls.truck, urls.fleet, urls.digitalCheckout, urls.fastlane, urls.zenhome])
        expect(linked, `${id} ${path}`).toContain(path);
      for (const path of linked) expect(pathsOf(id), `${id} ${path}`).toContain(path);
    }
  });
});
