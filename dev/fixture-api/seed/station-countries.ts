import type { FixtureLanguage } from "./languages";

/** Words for an airport branch, a second branch (railway station, or harbour where `rail` is false) and a town-centre branch. */
export type BranchWords = readonly [airport: string, second: string, centre: string];

/** A city: its name in the country's language, postcode, coordinates, and its region or its name in another language where needed. */
export type SeedCity = readonly [
  name: string,
  postcode: string | undefined,
  latitude: number,
  longitude: number,
  extra?: Partial<Record<FixtureLanguage, string>> & { region?: string },
];

/** What the fixture knows of one country's rental branches. */
export type StationCountry = Readonly<{
  words: BranchWords;
  /** The words in another language of the country's sites (`fr` on the Swiss French site). */
  wordsIn?: Partial<Record<FixtureLanguage, BranchWords>>;
  /** False where the country has no passenger railway: the second branch is a harbour or terminal in town. */
  rail?: false;
  streets: readonly string[];
  /** How a house number `{n}` joins a street name `{s}` in the country. */
  street: "{n} {s}" | "{s} {n}" | "{s}, {n}" | "{s} {n}.";
  cities: readonly SeedCity[];
}>;

const en: BranchWords = ["Airport", "Railway Station", "City Centre"];
const de: BranchWords = ["Flughafen", "Hauptbahnhof", "Innenstadt"];
const fr: BranchWords = ["Aéroport", "Gare", "Centre-ville"];
const es: BranchWords = ["Aeropuerto", "Estación", "Centro"];
const esNoRail: BranchWords = ["Aeropuerto", "Terminal", "Centro"];
const pt: BranchWords = ["Aeroporto", "Estação", "Centro"];

/**
 * Cities of every market's country (plausible cities, made-up branches), four or five each. Postcodes
 * follow the country's format; coordinates are the city centre's, rounded. One country a row, so the
 * table reads down the country codes.
 */
// prettier-ignore
export const stationCountries: Readonly<Record<string, StationCountry>> = {
  AE: { words: ["Airport", "Marina", "Downtown"], rail: false, streets: ["Sheikh Zayed Road", "Al Wasl Road", "Corniche Road", "Al Maktoum Road"], street: "{n} {s}", cities: [["Dubai", undefined, 25.2, 55.27], ["Abu Dhabi", undefined, 24.47, 54.37], ["Sharjah", undefined, 25.35, 55.39], ["Al Ain", undefined, 24.22, 55.76]] },
  AR: { words: es, streets: ["Avenida Corrientes", "Avenida San Martín", "Calle Belgrano", "Avenida Colón"], street: "{s} {n}", cities: [["Buenos Aires", "C1043AAZ", -34.6, -58.38], ["Córdoba", "X5000IYE", -31.42, -64.18], ["Rosario", "S2000BRB", -32.95, -60.65], ["Mendoza", "M5500GFA", -32.89, -68.83]] },
  AT: { words: de, streets: ["Mariahilfer Straße", "Landstraße", "Herrengasse", "Bahnhofstraße"], street: "{s} {n}", cities: [["Wien", "1010", 48.21, 16.37], ["Graz", "8010", 47.07, 15.44], ["Linz", "4020", 48.31, 14.29], ["Salzburg", "5020", 47.8, 13.04], ["Innsbruck", "6020", 47.27, 11.39]] },
  AU: { words: ["Airport", "Central Station", "City"], streets: ["George Street", "Collins Street", "Queen Street", "Hay Street"], street: "{n} {s}", cities: [["Sydney", "2000", -33.87, 151.21, { region: "NSW" }], ["Melbourne", "3000", -37.81, 144.96, { region: "VIC" }], ["Brisbane", "4000", -27.47, 153.03, { region: "QLD" }], ["Perth", "6000", -31.95, 115.86, { region: "WA" }]] },
  BE: { words: ["Luchthaven", "Station", "Centrum"], wordsIn: { fr: ["Aéroport", "Gare", "Centre"] }, streets: ["Nieuwstraat", "Stationsstraat", "Kerkstraat", "Rue Neuve"], street: "{s} {n}", cities: [["Brussel", "1000", 50.85, 4.35, { fr: "Bruxelles" }], ["Antwerpen", "2000", 51.22, 4.4, { fr: "Anvers" }], ["Gent", "9000", 51.05, 3.72, { fr: "Gand" }], ["Luik", "4000", 50.63, 5.57, { fr: "Liège" }]] },
  BR: { words: pt, streets: ["Avenida Paulista", "Rua Augusta", "Avenida Atlântica", "Rua da Bahia"], street: "{s}, {n}", cities: [["São Paulo", "01310-100", -23.56, -46.66, { region: "SP" }], ["Rio de Janeiro", "20040-020", -22.9, -43.18, { region: "RJ" }], ["Brasília", "70040-010", -15.79, -47.88, { region: "DF" }], ["Belo Horizonte", "30130-010", -19.92, -43.94, { region: "MG" }]] },
  CA: { words: ["Airport", "Central Station", "Downtown"], wordsIn: { fr: ["Aéroport", "Gare centrale", "Centre-ville"] }, streets: ["King Street", "Rue Sainte-Catherine", "Granville Street", "Stephen Avenue"], street: "{n} {s}", cities: [["Toronto", "M5J 1E6", 43.65, -79.38, { region: "ON" }], ["Montréal", "H3B 4W8", 45.5, -73.57, { region: "QC", en: "Montreal" }], ["Vancouver", "V6C 1T2", 49.28, -123.12, { region: "BC" }], ["Calgary", "T2P 1J9", 51.05, -114.07, { region: "AB" }], ["Québec", "G1R 4S9", 46.81, -71.21, { region: "QC", en: "Quebec City" }]] },
  CH: { words: ["Flughafen", "Bahnhof", "City"], wordsIn: { fr: ["Aéroport", "Gare", "Centre-ville"] }, streets: ["Bahnhofstrasse", "Marktgasse", "Seestrasse", "Rue du Rhône"], street: "{s} {n}", cities: [["Zürich", "8001", 47.37, 8.54, { fr: "Zurich" }], ["Genf", "1201", 46.2, 6.14, { fr: "Genève" }], ["Basel", "4051", 47.56, 7.59, { fr: "Bâle" }], ["Bern", "3011", 46.95, 7.45, { fr: "Berne" }], ["Lausanne", "1003", 46.52, 6.63]] },
  CL: { words: es, streets: ["Avenida Providencia", "Avenida Libertador Bernardo O'Higgins", "Calle Prat", "Avenida Brasil"], street: "{s} {n}", cities: [["Santiago", "8320000", -33.45, -70.66], ["Valparaíso", "2340000", -33.05, -71.62], ["Concepción", "4030000", -36.83, -73.05], ["Antofagasta", "1240000", -23.65, -70.4]] },
  CO: { words: esNoRail, rail: false, streets: ["Carrera Séptima", "Avenida El Poblado", "Calle Quinta", "Carrera 54"], street: "{s} {n}", cities: [["Bogotá", "110111", 4.71, -74.07], ["Medellín", "050001", 6.24, -75.58], ["Cali", "760001", 3.45, -76.53], ["Barranquilla", "080001", 10.96, -74.8], ["Cartagena", "130001", 10.39, -75.51]] },
  CR: { words: esNoRail, rail: false, streets: ["Avenida Central", "Calle 5", "Avenida Segunda", "Paseo Colón"], street: "{s} {n}", cities: [["San José", "10101", 9.93, -84.08], ["Alajuela", "20101", 10.02, -84.21], ["Heredia", "40101", 10.0, -84.12], ["Liberia", "50101", 10.63, -85.44]] },
  CY: { words: ["Airport", "Harbour", "City Centre"], rail: false, streets: ["Makarios Avenue", "Ledra Street", "Anexartisias Street", "Apostolou Pavlou Avenue"], street: "{s} {n}", cities: [["Nicosia", "1010", 35.17, 33.36], ["Limassol", "3030", 34.68, 33.04], ["Larnaca", "6020", 34.92, 33.63], ["Paphos", "8010", 34.77, 32.42]] },
  DE: { words: de, streets: ["Bahnhofstraße", "Hauptstraße", "Friedrichstraße", "Schillerstraße"], street: "{s} {n}", cities: [["Berlin", "10117", 52.52, 13.4], ["Hamburg", "20095", 53.55, 10.0], ["München", "80331", 48.14, 11.58], ["Köln", "50667", 50.94, 6.96], ["Frankfurt am Main", "60311", 50.11, 8.68]] },
  DK: { words: ["Lufthavn", "Station", "Centrum"], streets: ["Vesterbrogade", "Nørregade", "Søndergade", "Algade"], street: "{s} {n}", cities: [["København", "1620", 55.68, 12.57], ["Aarhus", "8000", 56.16, 10.2], ["Odense", "5000", 55.4, 10.39], ["Aalborg", "9000", 57.05, 9.92]] },
  EE: { words: ["Lennujaam", "Raudteejaam", "Kesklinn"], streets: ["Narva maantee", "Pärnu maantee", "Rüütli tänav", "Ülikooli tänav"], street: "{s} {n}", cities: [["Tallinn", "10111", 59.44, 24.75], ["Tartu", "51003", 58.38, 26.72], ["Pärnu", "80010", 58.39, 24.5], ["Narva", "20308", 59.38, 28.19]] },
  EG: { words: ["Airport", "Railway Station", "Downtown"], streets: ["Tahrir Street", "Corniche El Nil", "Salah Salem Street", "Talaat Harb Street"], street: "{n} {s}", cities: [["Cairo", "11511", 30.04, 31.24], ["Alexandria", "21500", 31.2, 29.92], ["Giza", "12511", 30.01, 31.21], ["Luxor", "85951", 25.69, 32.64], ["Hurghada", "84511", 27.26, 33.81]] },
  ES: { words: es, streets: ["Calle Mayor", "Gran Vía", "Avenida de la Constitución", "Calle de Alcalá"], street: "{s}, {n}", cities: [["Madrid", "28013", 40.42, -3.7], ["Barcelona", "08002", 41.39, 2.17], ["Valencia", "46002", 39.47, -0.38], ["Sevilla", "41001", 37.39, -5.99], ["Málaga", "29005", 36.72, -4.42]] },
  FI: { words: ["Lentoasema", "Rautatieasema", "Keskusta"], streets: ["Mannerheimintie", "Hämeenkatu", "Aleksanterinkatu", "Kauppakatu"], street: "{s} {n}", cities: [["Helsinki", "00100", 60.17, 24.94], ["Tampere", "33100", 61.5, 23.76], ["Turku", "20100", 60.45, 22.27], ["Oulu", "90100", 65.01, 25.47]] },
  FR: { words: fr, streets: ["rue de la République", "avenue Jean Jaurès", "boulevard Victor Hugo", "rue Nationale"], street: "{n} {s}", cities: [["Paris", "75001", 48.86, 2.35], ["Lyon", "69002", 45.76, 4.84], ["Marseille", "13001", 43.3, 5.37], ["Toulouse", "31000", 43.6, 1.44], ["Nice", "06000", 43.7, 7.27]] },
  GB: { words: en, streets: ["High Street", "Station Road", "Victoria Street", "King Street"], street: "{n} {s}", cities: [["London", "SW1E 5ND", 51.5, -0.14], ["Manchester", "M1 1AD", 53.48, -2.24], ["Birmingham", "B2 4QA", 52.48, -1.9], ["Edinburgh", "EH1 1YZ", 55.95, -3.19], ["Glasgow", "G1 3SL", 55.86, -4.25]] },
  GP: { words: ["Aéroport", "Port", "Centre-ville"], rail: false, streets: ["rue Frébault", "boulevard Légitimus", "rue Schœlcher", "avenue Paul Lacavé"], street: "{n} {s}", cities: [["Pointe-à-Pitre", "97110", 16.24, -61.53], ["Basse-Terre", "97100", 16.0, -61.73], ["Les Abymes", "97139", 16.27, -61.5], ["Le Gosier", "97190", 16.21, -61.49]] },
  HR: { words: ["Zračna luka", "Glavni kolodvor", "Centar"], streets: ["Ilica", "Vukovarska ulica", "Savska cesta", "Obala hrvatskog narodnog preporoda"], street: "{s} {n}", cities: [["Zagreb", "10000", 45.81, 15.98], ["Split", "21000", 43.51, 16.44], ["Rijeka", "51000", 45.33, 14.44], ["Osijek", "31000", 45.55, 18.69], ["Zadar", "23000", 44.12, 15.23]] },
  HU: { words: ["Repülőtér", "Pályaudvar", "Belváros"], streets: ["Fő utca", "Kossuth Lajos utca", "Petőfi Sándor utca", "Rákóczi út"], street: "{s} {n}.", cities: [["Budapest", "1051", 47.5, 19.04], ["Debrecen", "4025", 47.53, 21.63], ["Szeged", "6720", 46.25, 20.15], ["Pécs", "7621", 46.07, 18.23], ["Győr", "9021", 47.69, 17.63]] },
  IE: { words: en, streets: ["O'Connell Street", "Grafton Street", "Patrick Street", "Shop Street"], street: "{n} {s}", cities: [["Dublin", "D02 X285", 53.35, -6.26], ["Cork", "T12 X70A", 51.9, -8.47], ["Galway", "H91 E2K3", 53.27, -9.05], ["Limerick", "V94 T9PX", 52.66, -8.63]] },
  IS: { words: ["Flugvöllur", "Höfn", "Miðbær"], rail: false, streets: ["Laugavegur", "Hafnarstræti", "Aðalstræti", "Borgartún"], street: "{s} {n}", cities: [["Reykjavík", "101", 64.15, -21.94], ["Kópavogur", "200", 64.11, -21.91], ["Akureyri", "600", 65.68, -18.09], ["Selfoss", "800", 63.93, -21.0]] },
  IT: { words: ["Aeroporto", "Stazione Centrale", "Centro"], streets: ["Via Roma", "Corso Italia", "Via Garibaldi", "Piazza Cavour"], street: "{s}, {n}", cities: [["Roma", "00184", 41.9, 12.5], ["Milano", "20121", 45.46, 9.19], ["Napoli", "80133", 40.85, 14.27], ["Torino", "10121", 45.07, 7.69], ["Firenze", "50123", 43.77, 11.25]] },
  LT: { words: ["Oro uostas", "Geležinkelio stotis", "Centras"], streets: ["Gedimino prospektas", "Laisvės alėja", "Vilniaus gatvė", "Tilžės gatvė"], street: "{s} {n}", cities: [["Vilnius", "LT-01100", 54.69, 25.28], ["Kaunas", "LT-44280", 54.9, 23.9], ["Klaipėda", "LT-91100", 55.71, 21.13], ["Šiauliai", "LT-76285", 55.93, 23.31]] },
  LV: { words: ["Lidosta", "Dzelzceļa stacija", "Centrs"], streets: ["Brīvības iela", "Elizabetes iela", "Rīgas iela", "Lielā iela"], street: "{s} {n}", cities: [["Rīga", "LV-1050", 56.95, 24.11], ["Daugavpils", "LV-5401", 55.87, 26.54], ["Liepāja", "LV-3401", 56.51, 21.01], ["Jelgava", "LV-3001", 56.65, 23.72]] },
  MA: { words: fr, streets: ["boulevard Mohammed V", "avenue Hassan II", "rue de la Liberté", "avenue des Nations Unies"], street: "{n} {s}", cities: [["Casablanca", "20000", 33.57, -7.59], ["Rabat", "10000", 34.02, -6.84], ["Marrakech", "40000", 31.63, -8.0], ["Tanger", "90000", 35.76, -5.83], ["Fès", "30000", 34.03, -5.0]] },
  MT: { words: ["Airport", "Ferry Terminal", "Centre"], rail: false, streets: ["Republic Street", "Tower Road", "Merchants Street", "Constitution Street"], street: "{n} {s}", cities: [["Valletta", "VLT 1010", 35.9, 14.51], ["Sliema", "SLM 1020", 35.91, 14.5], ["St. Julian's", "STJ 1010", 35.92, 14.49], ["Mosta", "MST 1010", 35.91, 14.43]] },
  MX: { words: esNoRail, rail: false, streets: ["Paseo de la Reforma", "Avenida Juárez", "Calle Madero", "Avenida Insurgentes"], street: "{s} {n}", cities: [["Ciudad de México", "06000", 19.43, -99.13, { region: "CDMX" }], ["Guadalajara", "44100", 20.67, -103.35, { region: "Jal." }], ["Monterrey", "64000", 25.67, -100.31, { region: "N.L." }], ["Cancún", "77500", 21.16, -86.85, { region: "Q.R." }]] },
  NL: { words: ["Luchthaven", "Centraal Station", "Centrum"], streets: ["Stationsplein", "Damrak", "Kerkstraat", "Coolsingel"], street: "{s} {n}", cities: [["Amsterdam", "1012 AB", 52.37, 4.9], ["Rotterdam", "3011 AD", 51.92, 4.48], ["Den Haag", "2511 CV", 52.08, 4.31], ["Utrecht", "3511 AX", 52.09, 5.12], ["Eindhoven", "5611 AA", 51.44, 5.48]] },
  NO: { words: ["Lufthavn", "Stasjon", "Sentrum"], streets: ["Karl Johans gate", "Storgata", "Kongens gate", "Strandgaten"], street: "{s} {n}", cities: [["Oslo", "0154", 59.91, 10.75], ["Bergen", "5015", 60.39, 5.32], ["Trondheim", "7011", 63.43, 10.4], ["Stavanger", "4006", 58.97, 5.73], ["Tromsø", "9008", 69.65, 18.96]] },
  NZ: { words: en, streets: ["Queen Street", "Lambton Quay", "Colombo Street", "Shotover Street"], street: "{n} {s}", cities: [["Auckland", "1010", -36.85, 174.76], ["Wellington", "6011", -41.29, 174.78], ["Christchurch", "8011", -43.53, 172.64], ["Queenstown", "9300", -45.03, 168.66]] },
  PA: { words: esNoRail, rail: false, streets: ["Avenida Balboa", "Vía España", "Calle 50", "Avenida Central"], street: "{s} {n}", cities: [["Ciudad de Panamá", "0801", 8.98, -79.52], ["Colón", "0301", 9.36, -79.9], ["David", "0401", 8.43, -82.43], ["Santiago de Veraguas", "0901", 8.1, -80.98]] },
  PL: { words: ["Lotnisko", "Dworzec Główny", "Centrum"], streets: ["ul. Marszałkowska", "ul. Floriańska", "ul. Piotrkowska", "ul. Długa"], street: "{s} {n}", cities: [["Warszawa", "00-001", 52.23, 21.01], ["Kraków", "31-001", 50.06, 19.94], ["Wrocław", "50-001", 51.11, 17.03], ["Gdańsk", "80-001", 54.35, 18.65], ["Łódź", "90-001", 51.76, 19.46]] },
  PT: { words: pt, streets: ["Avenida da Liberdade", "Rua Augusta", "Rua de Santa Catarina", "Rua Direita"], street: "{s}, {n}", cities: [["Lisboa", "1100-148", 38.72, -9.14], ["Porto", "4000-322", 41.15, -8.61], ["Faro", "8000-138", 37.02, -7.93], ["Coimbra", "3000-150", 40.21, -8.43]] },
  RO: { words: ["Aeroport", "Gara", "Centru"], streets: ["Calea Victoriei", "Bulevardul Unirii", "Strada Republicii", "Strada Mihai Eminescu"], street: "{s} {n}", cities: [["București", "010011", 44.43, 26.1], ["Cluj-Napoca", "400001", 46.77, 23.59], ["Timișoara", "300001", 45.75, 21.23], ["Iași", "700001", 47.16, 27.59], ["Constanța", "900001", 44.18, 28.63]] },
  SA: { words: ["Airport", "Railway Station", "City Centre"], streets: ["King Fahd Road", "Olaya Street", "Prince Sultan Road", "Tahlia Street"], street: "{n} {s}", cities: [["Riyadh", "12211", 24.71, 46.68], ["Jeddah", "21442", 21.49, 39.19], ["Dammam", "32241", 26.43, 50.1], ["Medina", "42311", 24.47, 39.61]] },
  SE: { words: ["Flygplats", "Centralstation", "City"], streets: ["Drottninggatan", "Kungsgatan", "Storgatan", "Vasagatan"], street: "{s} {n}", cities: [["Stockholm", "111 20", 59.33, 18.07], ["Göteborg", "411 05", 57.71, 11.97], ["Malmö", "211 20", 55.6, 13.0], ["Uppsala", "753 20", 59.86, 17.64]] },
  SG: { words: ["Airport", "MRT Station", "Town Centre"], streets: ["Orchard Road", "Jurong Gateway Road", "Woodlands Avenue 2", "Marina Boulevard"], street: "{n} {s}", cities: [["Changi", "819663", 1.36, 103.99], ["Orchard", "238859", 1.3, 103.83], ["Jurong East", "609690", 1.33, 103.74], ["Woodlands", "738099", 1.44, 103.79]] },
  SI: { words: ["Letališče", "Železniška postaja", "Center"], streets: ["Slovenska cesta", "Trubarjeva cesta", "Glavni trg", "Prešernova ulica"], street: "{s} {n}", cities: [["Ljubljana", "1000", 46.06, 14.51], ["Maribor", "2000", 46.56, 15.65], ["Celje", "3000", 46.24, 15.27], ["Koper", "6000", 45.55, 13.73]] },
  US: { words: ["Airport", "Central Station", "Downtown"], wordsIn: { es: ["Aeropuerto", "Estación Central", "Centro"] }, streets: ["Main Street", "Broadway", "Market Street", "Ocean Drive"], street: "{n} {s}", cities: [["New York", "10001", 40.75, -73.99, { region: "NY" }], ["Los Angeles", "90012", 34.05, -118.24, { region: "CA" }], ["Chicago", "60606", 41.88, -87.64, { region: "IL" }], ["Miami", "33131", 25.77, -80.19, { region: "FL" }], ["San Francisco", "94103", 37.77, -122.42, { region: "CA" }]] },
};
