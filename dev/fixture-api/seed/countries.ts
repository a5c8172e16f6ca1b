import { markets } from "../../../markets/index";
import type { FixtureLanguage } from "./languages";

/** What the fixture knows of a country with the subscription: cities, branch words, language of reviews. */
export type PlusCountry = Readonly<{
  code: string;
  currency: string;
  /** Price factor from the EUR catalogue prices. */
  priceFactor: number;
  cities: readonly string[];
  /** Words for an airport, a station and a city-centre branch. */
  branchWords: readonly [string, string, string];
  streets: readonly string[];
  language: FixtureLanguage;
  /** Whether trucks are rented there (the `?trucks=` campaigns). */
  trucks: boolean;
}>;

const plus: Omit<PlusCountry, "currency" | "trucks">[] = [
  {
    code: "DE",
    priceFactor: 1,
    cities: ["Berlin", "Hamburg", "München", "Köln", "Frankfurt am Main"],
    branchWords: ["Flughafen", "Hauptbahnhof", "Innenstadt"],
    streets: ["Friedrichstraße 12", "Lindenallee 4", "Bahnhofplatz 1", "Schillerstraße 27", "Am Markt 8"],
    language: "de",
  },
  {
    code: "AT",
    priceFactor: 1,
    cities: ["Wien", "Graz", "Linz", "Salzburg"],
    branchWords: ["Flughafen", "Hauptbahnhof", "Innenstadt"],
    streets: ["Mariahilfer Straße 40", "Annenstraße 9", "Landstraße 21", "Getreidegasse 3"],
    language: "de",
  },
  {
    code: "CH",
    priceFactor: 1.05,
    cities: ["Zürich", "Genève", "Basel", "Bern"],
    branchWords: ["Flughafen", "Hauptbahnhof", "City"],
    streets: ["Bahnhofstrasse 50", "Rue du Rhône 14", "Steinenvorstadt 2", "Marktgasse 19"],
    language: "de",
  },
  {
    code: "FR",
    priceFactor: 1,
    cities: ["Paris", "Lyon", "Marseille", "Toulouse"],
    branchWords: ["Aéroport", "Gare", "Centre-ville"],
    streets: ["Rue de Rivoli 88", "Cours Lafayette 7", "La Canebière 31", "Allée Jean Jaurès 5"],
    language: "fr",
  },
  {
    code: "ES",
    priceFactor: 0.95,
    cities: ["Madrid", "Barcelona", "Valencia", "Sevilla"],
    branchWords: ["Aeropuerto", "Estación", "Centro"],
    streets: ["Gran Vía 22", "Passeig de Gràcia 61", "Calle Colón 9", "Avenida de la Constitución 16"],
    language: "es",
  },
  {
    code: "IT",
    priceFactor: 1,
    cities: ["Milano", "Roma", "Torino", "Bologna"],
    branchWords: ["Aeroporto", "Stazione Centrale", "Centro"],
    streets: ["Via Torino 45", "Via del Corso 120", "Via Roma 18", "Via dell'Indipendenza 33"],
    language: "it",
  },
  {
    code: "NL",
    priceFactor: 1,
    cities: ["Amsterdam", "Rotterdam", "Utrecht", "Den Haag"],
    branchWords: ["Luchthaven", "Centraal Station", "Centrum"],
    streets: ["Damrak 70", "Coolsingel 42", "Oudegracht 101", "Spui 12"],
    language: "nl",
  },
  {
    code: "GB",
    priceFactor: 0.85,
    cities: ["London", "Manchester", "Birmingham", "Edinburgh"],
    branchWords: ["Airport", "Central Station", "City Centre"],
    streets: ["12 Victoria Street", "48 Deansgate", "7 New Street", "3 Princes Street"],
    language: "en",
  },
  {
    code: "US",
    priceFactor: 1.1,
    cities: ["New York", "Los Angeles", "Chicago", "Miami"],
    branchWords: ["Airport", "Union Station", "Downtown"],
    streets: ["250 W 34th St", "800 N Alameda St", "225 S Canal St", "101 Biscayne Blvd"],
    language: "en",
  },
];

/** Countries of the markets that offer the subscription, with their facts from the market config. */
export const plusCountries: ReadonlyMap<string, PlusCountry> = new Map(
  plus.flatMap((country) => {
    const market = markets.find((m) => m.countryAlpha2 === country.code && m.productLines.includes("plus"));
    if (!market) return [];
    const trucks = markets.some((m) => m.countryAlpha2 === country.code && m.productLines.includes("rent-truck"));
    return [[country.code, { ...country, currency: market.defaultCurrency, trucks }] as const];
  }),
);

/** Every country of a market: ISO code → currency. */
export const marketCountries: ReadonlyMap<string, string> = new Map(markets.map((m) => [m.countryAlpha2, m.defaultCurrency]));

/** A market id → its country code. */
export const countryOfMarket: ReadonlyMap<string, string> = new Map(markets.map((m) => [m.id, m.countryAlpha2]));
