import { markets } from "../../../../markets/index";
import { accountRoutes, optionsOf, routeOf } from "../../../../src/features/account-area/routes";
import { appFamilies } from "../../../../src/runtime-apps/apps";
import { slotApps } from "../../../../src/runtime-apps/slots";
import { marketUrls } from "../../../../src/urls/market-urls";

const withPlus = { isManageSubscriptionsHidden: false };
const withoutPlus = { isManageSubscriptionsHidden: true };
const appOf = (hash: string, market = withPlus) => {
  const route = routeOf(hash, market);
  return { app: slotApps[route.slot], options: route.options };
};

describe("the account area's route table", () => {
  it("mounts the app of each route of spec §2", () => {
    expect(appOf("#/bookings")).toEqual({ app: "account-bookings", options: { mode: "list" } });
    expect(appOf("#/manage-my-booking-info")).toEqual({ app: "account-bookings", options: { mode: "manage" } });
    expect(appOf("#/profiles")).toEqual({ app: "account-profiles", options: {} });
    expect(appOf("#/subscriptions")).toEqual({ app: "account-subscriptions", options: {} });
    expect(appOf("#/account")).toEqual({ app: "account", options: { view: "settings" } });
  });

  it.each(["", "#", "#/", "#/?ref=mail", "#/unknown", "#bookings", "#/bookingsX", "#/BOOKINGS"])(
    "opens the home, the account's overview, for %j",
    (hash) => {
      expect(routeOf(hash, withPlus).id).toBe("overview");
      expect(appOf(hash)).toEqual({ app: "account", options: { view: "overview" } });
    },
  );

  it("leaves the rest of a hash to the route's app", () => {
    expect(routeOf("#/bookings/ABC123", withPlus).id).toBe("bookings");
    expect(routeOf("#/profiles?tab=business", withPlus).id).toBe("profiles");
  });

  it("sends a visit to the subscriptions route home where the market hides it", () => {
    expect(routeOf("#/subscriptions", withoutPlus).id).toBe("overview");
    expect(routeOf("#/bookings", withoutPlus).id).toBe("bookings");
  });

  it("has the overview link the subscriptions route only where the market has it", () => {
    expect(optionsOf(routeOf("", withPlus), withPlus)).toEqual({ view: "overview", subscriptions: true });
    expect(optionsOf(routeOf("#/subscriptions", withoutPlus), withoutPlus)).toEqual({ view: "overview", subscriptions: false });
    expect(optionsOf(routeOf("#/bookings", withPlus), withPlus)).toEqual({ mode: "list" });
  });

  it("mounts only apps of the account family", () => {
    const family = appFamilies.account.map((member: string) => (member ? `account-${member}` : "account"));
    for (const route of accountRoutes) expect(family, route.id).toContain(slotApps[route.slot]);
  });

  it("holds the hash of every account URL the site links to, in every market", () => {
    for (const market of markets) {
      for (const url of Object.values(marketUrls(market).account)) {
        if (url === undefined) continue;
        const [path = "", hash = ""] = url.split(/(?=#)/);
        expect(path).toBe(`${market.pathPrefix}${market.slugs.account}`);
        expect(routeOf(hash, market).hash, url).toBe(hash);
      }
    }
  });
});
