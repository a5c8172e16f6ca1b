import { vehicleTypeCodeOf } from "../../../src/web-api/vehicle-codes";
import type { AddressField } from "../../../src/web-api/booking";
import type { Texts } from "./languages";

/** The rental offers of every search: the same four, priced per day in whatever currency is asked for. */
export const rentalOfferSeed = [
  {
    id: "of-1",
    vehicleGroup: "ECMR",
    exampleModel: "Compact hatchback",
    vehicleType: vehicleTypeCodeOf("car"),
    pricePerDay: 39,
    seats: 5,
    transmission: "manual",
  },
  {
    id: "of-2",
    vehicleGroup: "IDAR",
    exampleModel: "Mid-size saloon",
    vehicleType: vehicleTypeCodeOf("car"),
    pricePerDay: 54.5,
    seats: 5,
    transmission: "automatic",
  },
  {
    id: "of-3",
    vehicleGroup: "SFAR",
    exampleModel: "Family SUV",
    vehicleType: vehicleTypeCodeOf("car"),
    pricePerDay: 72,
    seats: 7,
    transmission: "automatic",
  },
  {
    id: "of-4",
    vehicleGroup: "LKW1",
    exampleModel: "Box van 3.5 t",
    vehicleType: vehicleTypeCodeOf("truck"),
    pricePerDay: 89,
    seats: 3,
    transmission: "manual",
  },
] as const;

/** Extras every offer can be booked with, named in the fixture's languages. */
export const extraSeed: readonly { id: string; pricePerDay: number; name: Texts }[] = [
  {
    id: "ex-driver",
    pricePerDay: 12,
    name: {
      en: "Additional driver",
      de: "Zusatzfahrer",
      fr: "Conducteur supplémentaire",
      es: "Conductor adicional",
      it: "Guidatore aggiuntivo",
      nl: "Extra bestuurder",
    },
  },
  {
    id: "ex-child-seat",
    pricePerDay: 8,
    name: { en: "Child seat", de: "Kindersitz", fr: "Siège enfant", es: "Silla infantil", it: "Seggiolino per bambini", nl: "Kinderzitje" },
  },
  {
    id: "ex-protection",
    pricePerDay: 19.5,
    name: {
      en: "Full protection",
      de: "Vollschutz",
      fr: "Protection complète",
      es: "Protección total",
      it: "Protezione completa",
      nl: "Volledige bescherming",
    },
  },
];

type TemplateField = Readonly<{ name: AddressField; required: boolean; pattern?: string }>;

const german = (postcode: string): TemplateField[] => [
  { name: "street", required: true },
  { name: "houseNumber", required: true },
  { name: "postcode", required: true, pattern: postcode },
  { name: "city", required: true },
];

/** Address templates by country; any other country gets `fallbackTemplate`. */
export const addressTemplateSeed: Readonly<Record<string, readonly TemplateField[]>> = {
  US: [
    { name: "street", required: true },
    { name: "city", required: true },
    { name: "region", required: true, pattern: "^[A-Z]{2}$" },
    { name: "postcode", required: true, pattern: "^\\d{5}(-\\d{4})?$" },
  ],
  DE: german("^\\d{5}$"),
  AT: german("^\\d{4}$"),
  CH: german("^\\d{4}$"),
  GB: [
    { name: "houseNumber", required: false },
    { name: "street", required: true },
    { name: "city", required: true },
    { name: "postcode", required: true, pattern: "^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$" },
  ],
};

export const fallbackTemplate: readonly TemplateField[] = [
  { name: "street", required: true },
  { name: "postcode", required: false },
  { name: "city", required: true },
];
