import { markets } from "../../../markets";
import { resolveHost } from "../../../markets/hosts";
import { marketSchema, type Market, type ProductLine } from "../../../markets/schema";
import { repoBundles } from "../repo-bundles";

/* Expected values, written from spec §3 and §9 (not read from the market files). */

/** §3 "Markets covered", as ISO 3166-1 alpha-2 codes (UK = GB, UAE = AE). */
const specCountries = [
  "ES",
  "FI",
  "FR",
  "GB",
  "HR",
  "HU",
  "IE",
  "IS",
  "IT",
  "LT",
  "LV",
  "MX",
  "NL",
  "NO",
  "NZ",
  "PA",
  "PL",
  "PT",
  "RO",
  "SA",
  "SE",
  "SG",
  "SI",
  "US",
  "CY",
  "MT",
  "CO",
  "GP",
  "MA",
  "AT",
  "DE",
  "CH",
  "BE",
  "DK",
  "EE",
  "EG",
  "AE",
  "AR",
  "AU",
  "BR",
  "CA",
  "CL",
  "CR",
];
/**
 * §3: the Spanish US site, the extra languages of shared hosts (Arabic on the Saudi, Emirati and Egyptian ones,
 * English under /en on the holiday markets' hosts, docs/languages.md), and the business-customer sites.
 */
const holidayHosts = ["es", "pt", "it", "fr", "hr"];
const specVariants = [
  "us-es",
  ...holidayHosts.map((id) => `${id}-en`),
  "sa-ar",
  "ae-ar",
  "eg-ar",
  "ch-fr",
  "ca-fr",
  "be-fr",
  "es-business",
  "fr-business",
  "gb-business",
  "it-business",
  "nl-business",
  "us-business",
];

/** §9 format tables, keyed by country so that every variant of a country is checked too. */
const hour12 = new Set(["AU", "CA", "GB", "IE", "MX", "NZ", "SA", "US"]);
const ddSlashMm = new Set(["GB"]);
const mmSlashDd = new Set(["US"]);
/**
 * Countries whose pages' bundles write another country's month-first date (en-US, en-NZ) set §9's
 * "most markets" DD.MM.YYYY; every other country leaves the date to its pages' bundles (docs/languages.md, "Dates").
 */
const dayFirstOverBundle = new Set(["AE", "CA", "EG", "SA", "SG", "NZ"]);
const decimalComma = new Set(["AT", "DE", "CH", "BE", "ES", "FR", "IT", "NL", "SE"]);
const miles = new Set(["GB", "US"]);
const sundayFirst = new Set(["AR", "BR", "CA", "CL", "CR", "HR", "IS", "PA", "RO", "SG", "SI", "US"]);
const currencyOf: Record<string, string> = {
  CH: "CHF",
  AE: "AED",
  AR: "ARS",
  AU: "AUD",
  BR: "BRL",
  CA: "CAD",
  CL: "CLP",
  CR: "CRC",
  DK: "DKK",
  EG: "EGP",
  GB: "GBP",
  HU: "HUF",
  IS: "ISK",
  MX: "MXN",
  NO: "NOK",
  NZ: "NZD",
  PA: "USD",
  US: "USD",
  PL: "PLN",
  RO: "RON",
  SA: "SAR",
  SE: "SEK",
  SG: "SGD",
  CO: "COP",
  MA: "MAD",
};
/** §3 phone prefixes and station-finder slugs that the spec names explicitly. */
const phonePrefixOf: Record<string, string> = { CY: "+357", MT: "+356", CO: "+57", GP: "+590", MA: "+212" };
const stationFinderOf: Record<string, string> = {
  CY: "car-rental",
  MT: "car-rental",
  CO: "rental-auto",
  GP: "location-voiture",
  MA: "location-voiture",
};
/** §9: store links exist for these domains (every market on such a host). */
const storeLinkCountries = new Set(["US", "AT", "DE", "NL", "GB", "FR", "ES", "CH"]);

/** Which markets offer the product lines besides rent-car, by market id without the -business suffix. */
const offeredBy: Record<Exclude<ProductLine, "rent-car">, Set<string>> = {
  "rent-truck": new Set(["de", "at", "ch", "gb", "us", "us-es", "ie", "nl", "be", "dk", "ee", "es", "es-en", "pt", "pt-en", "br"]),
  ride: new Set(["de", "at", "fr", "fr-en", "es", "es-en", "nl", "gb", "us", "us-es"]),
  share: new Set(["de", "at", "nl", "gb"]),
  plus: new Set(["de", "at", "ch", "ch-fr", "nl", "fr", "fr-en", "es", "es-en", "gb", "us", "us-es", "it", "it-en"]),
  "long-term-rental": new Set(["de", "at"]),
  "plus-unlimited": new Set(["de", "at", "nl"]),
};

const baseId = (m: Market): string => m.id.replace(/-business$/, "");
const upperCased = (host: string): string => host.toUpperCase();

describe("markets", () => {
  it("every market validates against the schema", () => {
    const failures = markets.flatMap((m) => {
      const result = marketSchema.safeParse(m);
      return result.success ? [] : [`${m.id}: ${result.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`];
    });
    expect(failures).toEqual([]);
  });

  it("refuses a hidden currency that is the market's own or not one of spec §9's", () => {
    const us = markets.find((m) => m.id === "us");
    if (!us) throw new Error("no us market");
    const issues = (hideCurrencies: string[]) =>
      marketSchema.safeParse({ ...us, hideCurrencies }).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];
    expect(issues(["AED"])).toEqual([]);
    expect(issues(["USD"])).toEqual(["hideCurrencies: USD is the market's own currency and cannot be hidden"]);
    expect(issues(["XYZ"])).toEqual(["hideCurrencies.0: one of the currencies of spec §9 (markets/currencies.ts)"]);
  });

  it("market ids are unique and hosts plus path prefixes are unique", () => {
    const ids = markets.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    const sites = markets.map((m) => `${m.host}${m.pathPrefix}`);
    expect(new Set(sites).size).toBe(sites.length);
    const testHosts = markets.flatMap((m) => m.testHosts);
    expect(new Set(testHosts).size).toBe(testHosts.length);
  });

  it("covers every market of spec §3", () => {
    expect(specCountries).toHaveLength(43);
    const ids = markets.map((m) => m.id).sort();
    expect(ids).toEqual([...specCountries.map((c) => c.toLowerCase()), ...specVariants].sort());
    for (const m of markets) expect(m.id.slice(0, 2).toUpperCase()).toBe(m.countryAlpha2);
  });

  it("follows the §9 format tables in every market", () => {
    for (const m of markets) {
      const c = m.countryAlpha2;
      const f = m.formats;
      expect(f.hour12Format, `${m.id} hour12Format`).toBe(hour12.has(c));
      expect(f.time, `${m.id} time`).toBe(hour12.has(c) ? "hh:mm a" : "HH:mm");
      const date = ddSlashMm.has(c) ? "DD/MM/YYYY" : mmSlashDd.has(c) ? "MM/DD/YYYY" : dayFirstOverBundle.has(c) ? "DD.MM.YYYY" : undefined;
      // English under /en writes its host's pattern: the next test.
      if (m.pathPrefix !== "/en") expect(f.date, `${m.id} date`).toBe(date);
      expect(f.nameDate, `${m.id} nameDate`).toBe("DD. MMM");
      expect(f.decimalSeperator, `${m.id} decimalSeperator`).toBe(decimalComma.has(c) ? "," : ".");
      expect(f.measureOfLength, `${m.id} measureOfLength`).toBe(miles.has(c) ? "mi" : "km");
      expect(f.measures, `${m.id} measures`).toBe(c === "US" ? "imperial" : "metric");
      expect(f.isFirstDaySunday, `${m.id} isFirstDaySunday`).toBe(sundayFirst.has(c));
      expect(m.defaultCurrency, `${m.id} defaultCurrency`).toBe(currencyOf[c] ?? "EUR");
      expect(m.initialDate, `${m.id} initialDate`).toEqual({ pickup: { hour: 12, minute: 30 }, return: { hour: 8, minute: 30 } });
      expect(m.hideCurrencies, `${m.id} hideCurrencies`).toEqual(c === "US" ? ["AED"] : []);
      expect(m.links.appStore !== undefined, `${m.id} appStore`).toBe(storeLinkCountries.has(c));
      expect(m.links.playStore !== undefined, `${m.id} playStore`).toBe(storeLinkCountries.has(c));
      const prefix = phonePrefixOf[c];
      if (prefix) expect(m.countryCodeNumber, `${m.id} countryCodeNumber`).toBe(prefix);
      const stationFinder = stationFinderOf[c];
      if (stationFinder) expect(m.slugs.stationFinder, `${m.id} stationFinder`).toBe(stationFinder);
      expect(m.customerSupportPhone.startsWith(m.countryCodeNumber), `${m.id} phone prefix`).toBe(true);
    }
  });

  const bundles = repoBundles();

  it("offers English under /en on every holiday market's host, with the host market's currency, formats and phone prefix", () => {
    const byId = new Map(markets.map((m) => [m.id, m]));
    for (const id of holidayHosts) {
      const main = byId.get(id);
      const english = byId.get(`${id}-en`);
      if (!main || !english) throw new Error(`no ${id} or ${id}-en market`);
      expect(english.host, id).toBe(main.host);
      expect(english.pathPrefix, id).toBe("/en");
      expect([english.langAlpha2, english.textLocale, english.locale], id).toEqual(["en", "en-GB", `en-${main.countryAlpha2}`]);
      expect(english.defaultCurrency, id).toBe(main.defaultCurrency);
      const { date, ...formats } = english.formats;
      expect(formats, id).toEqual((({ date: _date, ...rest }) => rest)(main.formats));
      // The host writes one date pattern: the main market's, or its pages' text bundle's.
      const mainBundleDate = bundles.messages.get(main.textLocale)?.get("format.date")?.value.replace("dd", "DD").replace("yyyy", "YYYY");
      expect(date, id).toBe(main.formats.date ?? mainBundleDate);
      expect(english.countryCodeNumber, id).toBe(main.countryCodeNumber);
      expect(english.productLines, id).toEqual(main.productLines);
      for (const m of [main, english])
        expect(
          m.languageSwitcher.map((l) => l.value),
          m.id,
        ).toEqual([main.langAlpha2, "en"]);
    }
  });

  it("gives a business site no language switcher: its host serves one language", () => {
    for (const m of markets.filter((market) => market.id.endsWith("-business"))) expect(m.languageSwitcher, m.id).toEqual([]);
  });

  it("every test host resolves to its production host", () => {
    for (const m of markets) {
      for (const t of m.testHosts) {
        expect(resolveHost(t), t).toBe(m.host);
        expect(resolveHost(`${t}:9000`), `${t}:9000`).toBe(m.host);
        expect(resolveHost(upperCased(t)), upperCased(t)).toBe(m.host);
      }
    }
  });

  it("every production host resolves to itself", () => {
    for (const m of markets) {
      expect(resolveHost(m.host)).toBe(m.host);
      expect(resolveHost(`${m.host}:9000`)).toBe(m.host);
      expect(resolveHost(upperCased(m.host))).toBe(m.host);
    }
    expect(resolveHost("unknown.example")).toBeUndefined();
  });

  it("trucks, ride, share and plus links exist only where the market offers them", () => {
    for (const m of markets) {
      const offers = (line: ProductLine): boolean => m.productLines.includes(line);
      expect(offers("rent-car"), m.id).toBe(true);
      for (const [line, ids] of Object.entries(offeredBy) as [Exclude<ProductLine, "rent-car">, Set<string>][]) {
        expect(offers(line), `${m.id} ${line}`).toBe(ids.has(baseId(m)));
      }
      expect(m.slugs.truck !== undefined, `${m.id} truck slug`).toBe(offers("rent-truck"));
      expect(m.links.rideFaq !== undefined, `${m.id} ride FAQ`).toBe(offers("ride"));
      expect(m.links.shareFaq !== undefined, `${m.id} share FAQ`).toBe(offers("share"));
      expect(m.links.plusFaq !== undefined, `${m.id} plus FAQ`).toBe(offers("plus"));
      expect(m.links.plusOffers !== undefined, `${m.id} plus offers`).toBe(offers("plus"));
      expect(m.isManageSubscriptionsHidden, `${m.id} subscriptions`).toBe(!offers("plus"));
      expect(m.plusSupportMail !== undefined, `${m.id} plus support mailbox`).toBe(offers("plus"));
    }
  });

  it("names the regional plus support mailbox where plus is offered: one for the German-speaking countries, else the country's own", () => {
    const mailOf = (id: string) => markets.find((m) => m.id === id)?.plusSupportMail;
    for (const id of ["de", "at", "ch", "ch-fr"]) expect(mailOf(id), id).toBe("plus-dach@movanta.example");
    expect(mailOf("us")).toBe("plus-us@movanta.example");
    expect(mailOf("es-business")).toBe("plus-es@movanta.example");
    expect(mailOf("pl")).toBeUndefined();
  });

  it("refuses a plus market without its plus support mailbox, and one without plus that has one", () => {
    const us = markets.find((m) => m.id === "us");
    const pl = markets.find((m) => m.id === "pl");
    const issues = (m: unknown) => marketSchema.safeParse(m).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(issues({ ...us, plusSupportMail: undefined })).toEqual([
      "plusSupportMail: plusSupportMail is required because the market offers that product line",
    ]);
    expect(issues({ ...pl, plusSupportMail: "plus-pl@movanta.example" })).toEqual([
      "plusSupportMail: plusSupportMail must be absent because the market does not offer that product line",
    ]);
  });
});
