import { appBase } from "../../../src/runtime-apps/app-base";
import { appConsent } from "../../../src/runtime-apps/app-consent";
import { acceptLanguageHeader } from "../../../src/environment/accept-language";
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
    expect(appNames).toHaveLength(28);
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
  const market = { id: "de", locale: "de-DE", defaultCurrency: "EUR", acceptLanguage: ["de-DE", "de"] };

  it("hand the app the API base, languages, market, locale, currency, its base and the layout's options", () => {
    const props = appProps(market, "dev", "http://localhost:9000", "http://localhost:9000/apps/account/", { rideTerms: true });
    expect(props).toEqual({
      apiBase: "http://localhost:9000/api",
      acceptLanguage: "de-DE, de;q=0.9",
      marketId: "de",
      locale: "de-DE",
      currency: "EUR",
      appBase: "http://localhost:9000/apps/account/",
      options: { rideTerms: true },
      consent: appConsent,
    });
    expect(Object.isFrozen(props) && Object.isFrozen(props.options) && Object.isFrozen(props.consent)).toBe(true);
  });

  it("write the market's languages as one Accept-Language value", () => {
    expect(acceptLanguageHeader(["fr-CH", "fr", "de-CH"])).toBe("fr-CH, fr;q=0.9, de-CH;q=0.8");
    expect(acceptLanguageHeader(["en-US"])).toBe("en-US");
  });

  it("use the production API outside dev", () => {
    expect(appProps(market, "prod", "https://www.movanta.de", "x").apiBase).toBe("https://api.movanta.example");
  });
});
