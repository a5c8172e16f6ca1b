import { appBase } from "../../../src/runtime-apps/app-base";
import { appConsent } from "../../../src/runtime-apps/app-consent";
import { acceptLanguageHeader } from "../../../src/environment/accept-language";
import { markets, type Market } from "../../../markets/index";
import { appProps } from "../../../src/runtime-apps/app-props";
import { appFamilies, appNames, isAppName } from "../../../src/runtime-apps/apps";
import { slotApps } from "../../../src/runtime-apps/slots";

describe("the app registry", () => {
  it("names every application of spec §3, by family", () => {
    expect(Object.keys(appFamilies)).toEqual([
      "debugger",
      "digital-checkout",
      "account",
      "phoenix",
      "rac-search",
      "ride-home",
      "help-center",
      "unsupported-browser",
      "long-term-rental",
      "zen",
      "plus",
    ]);
    expect(appNames.filter((n) => n.startsWith("account"))).toEqual([
      "account",
      "account-bookings",
      "account-business-hub",
      "account-invoice-correction",
      "account-profiles",
      "account-subscriptions",
    ]);
    expect(appNames.filter((n) => n.startsWith("long-term-rental-"))).toEqual([
      "long-term-rental-container",
      "long-term-rental-mileage-update",
      "long-term-rental-user-acceptance",
    ]);
    expect(appNames.filter((n) => n.startsWith("zen-"))).toHaveLength(9);
    expect(appNames.filter((n) => n.startsWith("plus-"))).toEqual(["plus-offer-list", "plus-create-offer", "plus-unlimited"]);
    // Spec §3 names the digital-checkout family without its members; the booking journey's steps are its members.
    expect(appNames.filter((n) => n.startsWith("digital-checkout"))).toEqual([
      "digital-checkout",
      "digital-checkout-offers",
      "digital-checkout-extras",
      "digital-checkout-driver",
      "digital-checkout-confirmation",
    ]);
    expect(appNames).toHaveLength(32);
  });

  it("uses names that are unique and safe in a URL override", () => {
    expect(new Set(appNames).size).toBe(appNames.length);
    for (const name of appNames) expect(name).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(isAppName("zen-funnel-container")).toBe(true);
    expect(isAppName("__proto__")).toBe(false);
  });

  it("binds the layouts' placeholders to apps of the registry", () => {
    expect(slotApps["booking-engine"]).toBe("rac-search");
    expect(slotApps["sign-in"]).toBe("account");
    expect(slotApps["ride-home"]).toBe("ride-home");
    expect(slotApps["funnel-container"]).toBe("zen-funnel-container");
    expect(slotApps["plus-offer-list"]).toBe("plus-offer-list");
    for (const app of Object.values(slotApps)) if (app) expect(isAppName(app)).toBe(true);
  });
});

describe("app bases", () => {
  it("serves dev apps from the page's own origin", () => {
    expect(appBase("rac-search", "dev", "http://localhost:9000")).toBe("http://localhost:9000/apps/rac-search/");
  });

  it("uses the configured app hosts on stage and prod", () => {
    expect(appBase("account", "stage", "https://de.internal.movanta-test.com")).toBe("https://apps.internal.movanta-test.com/account/");
    expect(appBase("account", "prod", "https://www.movanta.de")).toBe("https://apps.movanta.example/account/");
  });

  it("puts an override's version into the base path", () => {
    expect(appBase("rac-search", "dev", "http://localhost:9000", "2.1.0-beta.1")).toBe(
      "http://localhost:9000/apps/rac-search/2.1.0-beta.1/",
    );
  });
});

describe("app props", () => {
  const byId = (id: string): Market => {
    const found = markets.find((m) => m.id === id);
    if (!found) throw new Error(`no market ${id}`);
    return found;
  };
  const market = byId("de");
  const us = byId("us");

  it("hand the app the API base, languages, market, country, locale, clock, date pattern, currency, its base and the layout's options", () => {
    const props = appProps(market, "DD.MM.YYYY", "dev", "http://localhost:9000", "http://localhost:9000/apps/account/", {
      rideTerms: true,
    });
    expect(props).toEqual({
      apiBase: "http://localhost:9000/api",
      acceptLanguage: "de-DE, de;q=0.9",
      marketId: "de",
      country: { alpha2: "DE", alpha3: "DEU" },
      language: { alpha2: "de", alpha3: "deu" },
      locale: "de-DE",
      direction: "ltr",
      timeFormat: "HH:mm",
      dateFormat: "DD.MM.YYYY",
      currency: "EUR",
      appBase: "http://localhost:9000/apps/account/",
      options: { rideTerms: true },
      consent: appConsent,
    });
    expect(Object.isFrozen(props) && Object.isFrozen(props.options) && Object.isFrozen(props.consent)).toBe(true);
    expect(Object.isFrozen(props.country) && Object.isFrozen(props.language)).toBe(true);
  });

  it("tell an app on an Arabic page to lay itself out right to left", () => {
    expect(appProps(byId("sa-ar"), "DD.MM.YYYY", "dev", "http://localhost:9000", "x").direction).toBe("rtl");
    expect(appProps(byId("sa"), "DD.MM.YYYY", "dev", "http://localhost:9000", "x").direction).toBe("ltr");
  });

  it("hand an app that books the market's initial pickup and return times, 12:30 and 08:30", () => {
    for (const slot of ["booking-engine", "ride-booking", "funnel-container"] as const) {
      const props = appProps(market, "DD.MM.YYYY", "dev", "http://localhost:9000", "x", {}, slot);
      expect(props.initialDate, slot).toEqual({ pickup: { hour: 12, minute: 30 }, return: { hour: 8, minute: 30 } });
      expect(Object.isFrozen(props.initialDate) && Object.isFrozen(props.initialDate?.pickup), slot).toBe(true);
    }
    expect(appProps(us, "DD.MM.YYYY", "dev", "http://localhost:9000", "x", {}, "booking-engine").timeFormat).toBe("hh:mm a");
  });

  it("offer an app that books the currencies of spec §9, its market's own first and the hidden ones left out", () => {
    const american = appProps(us, "DD.MM.YYYY", "dev", "http://localhost:9000", "x", {}, "booking-engine").currencies ?? [];
    expect(us.hideCurrencies).toEqual(["AED"]);
    expect(american[0]).toBe("USD");
    expect(american).not.toContain("AED");
    expect(american).toHaveLength(24);
    const german = appProps(market, "DD.MM.YYYY", "dev", "http://localhost:9000", "x", {}, "booking-engine").currencies ?? [];
    expect(german[0]).toBe("EUR");
    expect(german).toContain("AED");
    expect(Object.isFrozen(german)).toBe(true);
  });

  it("give the booking props to the apps that book only", () => {
    for (const slot of ["sign-in", "plus-create-offer", "ride-home", "digital-checkout", "account-area"] as const) {
      const props = appProps(us, "DD.MM.YYYY", "dev", "http://localhost:9000", "x", {}, slot);
      expect(props.initialDate, slot).toBeUndefined();
      expect(props.currencies, slot).toBeUndefined();
    }
  });

  it("write the market's languages as one Accept-Language value", () => {
    expect(acceptLanguageHeader(["fr-CH", "fr", "de-CH"])).toBe("fr-CH, fr;q=0.9, de-CH;q=0.8");
    expect(acceptLanguageHeader(["en-US"])).toBe("en-US");
  });

  it("use the production API outside dev", () => {
    expect(appProps(market, "DD.MM.YYYY", "prod", "https://www.movanta.de", "x").apiBase).toBe("https://api.movanta.example");
  });
});
