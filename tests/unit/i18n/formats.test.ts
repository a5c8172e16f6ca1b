import { markets } from "../../../markets/index";
import { marketFormats } from "../../../src/i18n/formats";

// Spec §9, written out here from the spec text, keyed by country (variants follow their country).
const hour12 = ["AU", "CA", "GB", "IE", "MX", "NZ", "SA", "US"];
/** Where a market sets its numeric date: the UK's and the US's, else "most markets'" DD.MM.YYYY. */
const marketDate: Record<string, string> = { GB: "05/01/2026", US: "01/05/2026" };
/** English under /en writes its host's pattern: dd/MM/yyyy on the Italian and Portuguese hosts. */
const englishOnHostDate: Record<string, string> = { "it-en": "05/01/2026", "pt-en": "05/01/2026" };
const decimalComma = ["AT", "DE", "CH", "BE", "ES", "FR", "IT", "NL", "SE"];
const miles = ["GB", "US"];
const sundayFirst = ["AR", "BR", "CA", "CL", "CR", "HR", "IS", "PA", "RO", "SG", "SI", "US"];
const currencies: Record<string, string> = {
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

const pickup = new Date(2026, 0, 5, 14, 30);

describe.each(markets.map((m) => [m.id, m] as const))("the formats of market %s", (_id, market) => {
  const formats = marketFormats(market);
  const country = market.countryAlpha2;

  it("writes numeric dates in the market's pattern where it sets one, else in the page's text bundle's", () => {
    const dutch = marketFormats(market, "dd-MM-yyyy");
    const hungarian = marketFormats(market, "yyyy.MM.dd");
    if (market.formats.date === undefined) {
      expect([dutch.date(pickup), hungarian.date(pickup)]).toEqual(["05-01-2026", "2026.01.05"]);
      expect(hungarian.datePattern).toBe("YYYY.MM.DD");
    } else {
      const expected = englishOnHostDate[market.id] ?? marketDate[country] ?? "05.01.2026";
      expect([dutch.date(pickup), hungarian.date(pickup)]).toEqual([expected, expected]);
      expect(hungarian.datePattern).toBe(market.formats.date);
    }
  });

  it("writes short dates as §9's DD. MMM, the month in the market's language", () => {
    expect(formats.shortDate(pickup)).toMatch(/^05\. [^\d\s.]+$/u);
  });

  it("writes numbers, prices and dates in Western digits", () => {
    const written = `${formats.number(1234.5, 1)} ${formats.currency(99)} ${marketFormats(market, "dd.MM.yyyy").date(pickup)} ${formats.shortDate(pickup)}`;
    expect(written).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
    expect(written).toMatch(/1\D?234\D5 .*99.* \d\d\D\d\d\D\d{4} 05\. /);
  });

  it("writes times on the market's clock", () => {
    const [am, pm] = market.langAlpha2 === "ar" ? ["ص", "م"] : ["AM", "PM"];
    expect(formats.time(pickup)).toBe(hour12.includes(country) ? `02:30 ${pm}` : "14:30");
    expect(formats.time(market.initialDate.return)).toBe(hour12.includes(country) ? `08:30 ${am}` : "08:30");
  });

  it("uses the market's decimal separator in numbers and prices", () => {
    const decimal = decimalComma.includes(country) ? "," : ".";
    expect(formats.number(1.5, 1)).toBe(`1${decimal}5`);
    expect(formats.number(1234567.25, 2)).toMatch(new RegExp(`1\\D?234\\D?567\\${decimal}25$`));
    const currency = currencies[country] ?? "EUR";
    expect(market.defaultCurrency).toBe(currency);
    const symbol = new Intl.NumberFormat(market.locale, { style: "currency", currency })
      .formatToParts(1)
      .find((p) => p.type === "currency")?.value;
    expect(formats.currency(12)).toContain(symbol);
  });

  it("shows distances in km, or in miles in the UK and US", () => {
    expect(formats.distance(16.09344)).toBe(miles.includes(country) ? "10 mi" : `16${decimalComma.includes(country) ? "," : "."}1 km`);
  });

  it("shows vehicle measures in kg, m³ and m with the market's separator, or in lb, ft³ and ft in the US, never broken from their unit", () => {
    const decimal = decimalComma.includes(country) ? "," : ".";
    if (country === "US") {
      expect([formats.weight(1150), formats.volume(8.5), formats.length(4.3)]).toEqual(["2,535\u00a0lb", "300\u00a0ft³", "14.1\u00a0ft"]);
      return;
    }
    expect(formats.weight(650)).toBe("650\u00a0kg");
    expect(formats.weight(1150)).toMatch(/^1\D?150\u00a0kg$/);
    expect(formats.weight(1150)).not.toContain(decimal === "," ? "," : ".");
    expect(formats.volume(8.5)).toBe(`8${decimal}5\u00a0m³`);
    expect(formats.volume(36)).toBe("36\u00a0m³");
    expect(formats.length(4.25)).toMatch(new RegExp(`^4\\${decimal}[23]\u00a0m$`));
  });

  it("starts the week on the §9 day", () => {
    expect(formats.firstDayOfWeek).toBe(sundayFirst.includes(country) ? 0 : 1);
  });
});

describe("short dates", () => {
  const byId = (id: string) => {
    const found = markets.find((m) => m.id === id);
    if (!found) throw new Error(`no market ${id}`);
    return found;
  };

  it("follow the market's nameDate pattern, with the month's name in its language", () => {
    const de = byId("de");
    const us = byId("us");
    expect(marketFormats(de).shortDate(pickup)).toBe("05. Jan");
    expect(marketFormats(us).shortDate(pickup)).toBe("05. Jan");
    expect(marketFormats(byId("fr")).shortDate(pickup)).toBe("05. janv");
    // Lithuanian's short month is a number: the name is written in full.
    expect(marketFormats(byId("lt")).shortDate(pickup)).toBe("05. sausis");
    expect(marketFormats({ ...us, formats: { ...us.formats, nameDate: "MMM DD" } }).shortDate(pickup)).toBe("Jan 05");
    expect(marketFormats({ ...de, formats: { ...de.formats, nameDate: "DD MMM" } }).shortDate(pickup)).toBe("05 Jan");
  });
});

describe("currency formatting", () => {
  it("shows a price in its own currency, even one the market hides from its currency picker", () => {
    const us = markets.find((m) => m.id === "us");
    if (!us) throw new Error("no us market");
    expect(us.hideCurrencies).toContain("AED");
    expect(marketFormats(us).currency(10, "AED")).toMatch(/^AED\s?10\.00$/);
    expect(marketFormats(us).currency(10, "AED")).not.toContain("$");
    expect(marketFormats(us).currency(10, "EUR")).toContain("€");
    expect(marketFormats(us).currency(10)).toBe("$10.00");
  });
});
