import type { FleetClass, FleetProduct } from "../../../src/web-api/rental";
import type { FixtureLanguage, Texts } from "./languages";

type Seeded = Omit<FleetClass, "name" | "exampleModel"> & { name: Texts; exampleModel?: Texts };

/** The same name in every language (class names that need no translation). */
const same = (text: string): Texts => ({ en: text, de: text, fr: text, es: text, it: text, nl: text });

/** Ride classes: names, passenger seats. */
const ride: readonly Seeded[] = [
  { id: "business", name: same("Business class"), seats: 3 },
  { id: "first", name: same("First class"), seats: 3 },
  { id: "van", name: same("Business van"), seats: 6 },
];

/** Car classes, each with a generic example (never a make or model name). */
const car: readonly Seeded[] = [
  {
    id: "car-small",
    name: { en: "Small car", de: "Kleinwagen", fr: "Citadine", es: "Coche pequeño", it: "Citycar", nl: "Kleine auto" },
    exampleModel: {
      en: "Three-door city car",
      de: "Dreitüriger Stadtwagen",
      fr: "Citadine trois portes",
      es: "Urbano de tres puertas",
      it: "Citycar a tre porte",
      nl: "Driedeurs stadsauto",
    },
    seats: 4,
    suitcases: 1,
    transmission: "manual",
    licenceCategory: "B",
  },
  {
    id: "car-compact",
    name: { en: "Compact", de: "Kompaktklasse", fr: "Compacte", es: "Compacto", it: "Compatta", nl: "Compacte klasse" },
    exampleModel: {
      en: "Five-door hatchback",
      de: "Fünftüriger Kompaktwagen",
      fr: "Berline compacte cinq portes",
      es: "Compacto de cinco puertas",
      it: "Berlina compatta a cinque porte",
      nl: "Vijfdeurs hatchback",
    },
    seats: 5,
    suitcases: 2,
    transmission: "manual",
    licenceCategory: "B",
  },
  {
    id: "car-estate",
    name: { en: "Estate", de: "Kombi", fr: "Break", es: "Familiar", it: "Station wagon", nl: "Stationwagen" },
    exampleModel: {
      en: "Mid-size estate",
      de: "Mittelklasse-Kombi",
      fr: "Break familial",
      es: "Familiar de tamaño medio",
      it: "Station wagon media",
      nl: "Middelgrote stationwagen",
    },
    seats: 5,
    suitcases: 4,
    transmission: "automatic",
    licenceCategory: "B",
  },
  {
    id: "car-suv",
    name: same("SUV"),
    exampleModel: {
      en: "Family SUV",
      de: "Familien-SUV",
      fr: "SUV familial",
      es: "SUV familiar",
      it: "SUV per famiglie",
      nl: "Gezins-SUV",
    },
    seats: 5,
    suitcases: 3,
    transmission: "automatic",
    licenceCategory: "B",
  },
  {
    id: "car-electric",
    name: { en: "Electric", de: "Elektro", fr: "Électrique", es: "Eléctrico", it: "Elettrica", nl: "Elektrisch" },
    exampleModel: {
      en: "Electric saloon",
      de: "Elektrische Limousine",
      fr: "Berline électrique",
      es: "Berlina eléctrica",
      it: "Berlina elettrica",
      nl: "Elektrische sedan",
    },
    seats: 5,
    suitcases: 2,
    transmission: "automatic",
    licenceCategory: "B",
  },
  {
    id: "car-minibus",
    name: { en: "Minibus", de: "Kleinbus", fr: "Minibus", es: "Minibús", it: "Minibus", nl: "Minibus" },
    exampleModel: {
      en: "Nine-seat minibus",
      de: "Neunsitziger Kleinbus",
      fr: "Minibus neuf places",
      es: "Minibús de nueve plazas",
      it: "Minibus a nove posti",
      nl: "Negenpersoons minibus",
    },
    seats: 9,
    suitcases: 5,
    transmission: "manual",
    licenceCategory: "B",
  },
];

/** Van and truck classes, light to heavy, each with a generic example. */
const truck: readonly Seeded[] = [
  {
    id: "van-small",
    name: {
      en: "Small van",
      de: "Kleiner Transporter",
      fr: "Petit utilitaire",
      es: "Furgoneta pequeña",
      it: "Furgone piccolo",
      nl: "Kleine bestelwagen",
    },
    exampleModel: {
      en: "Compact panel van",
      de: "Kompakter Kastenwagen",
      fr: "Fourgonnette compacte",
      es: "Furgoneta compacta",
      it: "Furgone compatto",
      nl: "Compacte bestelwagen",
    },
    seats: 2,
    payloadKg: 650,
    loadVolumeM3: 3.3,
    loadLengthM: 1.8,
    licenceCategory: "B",
  },
  {
    id: "van-medium",
    name: {
      en: "Medium van",
      de: "Mittlerer Transporter",
      fr: "Utilitaire moyen",
      es: "Furgoneta mediana",
      it: "Furgone medio",
      nl: "Middelgrote bestelwagen",
    },
    exampleModel: {
      en: "High-roof panel van",
      de: "Kastenwagen mit Hochdach",
      fr: "Fourgon surélevé",
      es: "Furgoneta de techo alto",
      it: "Furgone a tetto alto",
      nl: "Bestelwagen met hoog dak",
    },
    seats: 3,
    payloadKg: 1150,
    loadVolumeM3: 8.5,
    loadLengthM: 3,
    licenceCategory: "B",
  },
  {
    id: "van-large",
    name: {
      en: "Large van",
      de: "Großer Transporter",
      fr: "Grand utilitaire",
      es: "Furgoneta grande",
      it: "Furgone grande",
      nl: "Grote bestelwagen",
    },
    exampleModel: {
      en: "Long-wheelbase panel van",
      de: "Kastenwagen mit langem Radstand",
      fr: "Fourgon à empattement long",
      es: "Furgoneta de batalla larga",
      it: "Furgone a passo lungo",
      nl: "Bestelwagen met lange wielbasis",
    },
    seats: 3,
    payloadKg: 1250,
    loadVolumeM3: 13.5,
    loadLengthM: 4.3,
    licenceCategory: "B",
  },
  {
    id: "box-van",
    name: {
      en: "Box van 3.5 t",
      de: "Koffer-Lkw 3,5 t",
      fr: "Fourgon caisse 3,5 t",
      es: "Furgón carrozado 3,5 t",
      it: "Furgone cassonato 3,5 t",
      nl: "Bakwagen 3,5 t",
    },
    exampleModel: {
      en: "3.5 t box van with tail lift",
      de: "3,5-t-Kofferaufbau mit Ladebordwand",
      fr: "Caisse 3,5 t avec hayon élévateur",
      es: "Caja cerrada de 3,5 t con trampilla elevadora",
      it: "Cassone chiuso da 3,5 t con sponda montacarichi",
      nl: "Bakwagen van 3,5 t met laadklep",
    },
    seats: 3,
    payloadKg: 900,
    loadVolumeM3: 19.5,
    loadLengthM: 4.2,
    licenceCategory: "B",
  },
  {
    id: "truck-7-5",
    name: { en: "Truck 7.5 t", de: "Lkw 7,5 t", fr: "Camion 7,5 t", es: "Camión 7,5 t", it: "Autocarro 7,5 t", nl: "Vrachtwagen 7,5 t" },
    exampleModel: {
      en: "7.5 t box truck with tail lift",
      de: "7,5-t-Koffer-Lkw mit Ladebordwand",
      fr: "Porteur caisse 7,5 t avec hayon",
      es: "Camión caja de 7,5 t con trampilla",
      it: "Autocarro cassonato da 7,5 t con sponda",
      nl: "Bakwagen van 7,5 t met laadklep",
    },
    seats: 3,
    payloadKg: 2600,
    loadVolumeM3: 36,
    loadLengthM: 6.1,
    licenceCategory: "C1",
  },
  {
    id: "truck-12",
    name: { en: "Truck 12 t", de: "Lkw 12 t", fr: "Camion 12 t", es: "Camión 12 t", it: "Autocarro 12 t", nl: "Vrachtwagen 12 t" },
    exampleModel: {
      en: "12 t curtain-sider",
      de: "12-t-Planen-Lkw",
      fr: "Porteur bâché 12 t",
      es: "Camión de lona de 12 t",
      it: "Autocarro telonato da 12 t",
      nl: "Schuifzeilwagen van 12 t",
    },
    seats: 2,
    payloadKg: 5200,
    loadVolumeM3: 45,
    loadLengthM: 7.2,
    licenceCategory: "C",
  },
];

const byProduct: Readonly<Record<FleetProduct, readonly Seeded[]>> = { ride, car, truck };

/** The classes of a product, texts in the request's language. */
export function fleetOf(product: FleetProduct, language: FixtureLanguage): FleetClass[] {
  return byProduct[product].map(({ name, exampleModel, ...facts }) => ({
    ...facts,
    name: name[language],
    ...(exampleModel ? { exampleModel: exampleModel[language] } : {}),
  }));
}
