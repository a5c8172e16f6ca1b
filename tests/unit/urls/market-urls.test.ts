import { markets } from "../../../markets/index";
import { marketUrls } from "../../../src/urls/market-urls";

const market = (id: string) => {
  const found = markets.find((m) => m.id === id);
  if (!found) throw new Error(`no market ${id}`);
  return found;
};

describe("market URLs", () => {
  it("build the German extras and the contact page from the German config", () => {
    const urls = marketUrls(market("de"));
    expect(urls).toMatchObject({
      stationFinder: "/mietwagen",
      truck: "/lkw",
      fleet: "/movanta-mieten",
      magazine: "/magazin",
      digitalCheckout: "/xpress/go",
      zenhome: "/zenhome",
      fastlane: "/digital-anmieten",
      contact: "/kontakt",
    });
  });

  it("put an extra language's URLs, its account area too, under its prefix", () => {
    const urls = marketUrls(market("us-es"));
    expect(urls).toMatchObject({
      home: "/es",
      stationFinder: "/es/alquiler-autos",
      truck: "/es/alquiler-de-camiones",
      contact: "/es/help#/help-and-contact",
    });
    expect(urls.account).toEqual({
      profiles: "/es/account/#/profiles",
      manageBooking: "/es/account/#/manage-my-booking-info",
      bookings: "/es/account/#/bookings",
      subscriptions: "/es/account/#/subscriptions",
      account: "/es/account/#/account",
    });
  });

  it("leave out the subscriptions route where the market hides it", () => {
    expect(market("mt").isManageSubscriptionsHidden).toBe(true);
    expect(marketUrls(market("mt")).account).toMatchObject({ bookings: "/account/#/bookings", subscriptions: undefined });
  });

  it("leave out pages a market does not have", () => {
    const urls = marketUrls(market("mt"));
    expect(urls.stationFinder).toBe("/car-rental");
    expect(urls.truck).toBeUndefined();
    expect(urls.fleet).toBeUndefined();
    expect(urls.rideFaq).toBeUndefined();
  });

  it("use the contacto route in Spanish markets that have it", () => {
    expect(marketUrls(market("es")).contact).toBe("/contacto");
    expect(marketUrls(market("mx")).contact).toBe("/contacto");
  });
});
