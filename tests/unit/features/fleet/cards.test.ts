import { markets } from "../../../../markets/index";
import { fleetCards, type Translate } from "../../../../src/features/fleet/cards";
import type { FleetPageData } from "../../../../src/page-context/fleet-page-data";
import { marketFormats } from "../../../../src/i18n/formats";

const market = (id: string) => {
  const found = markets.find((m) => m.id === id);
  if (!found) throw new Error(id);
  return found;
};

/** Messages as `id(values)`, so a test sees which message and which values a card used. */
const t: Translate = (id, values) => (values ? `${id}(${Object.values(values).join(",")})` : id);

const vans: FleetPageData = {
  kind: "truck",
  classes: [
    {
      id: "van-medium",
      name: "Mittlerer Transporter",
      exampleModel: "Kastenwagen mit Hochdach",
      seats: 3,
      payloadKg: 1150,
      loadVolumeM3: 8.5,
      loadLengthM: 3,
      licenceCategory: "B",
    },
  ],
};
const cars: FleetPageData = {
  kind: "car",
  classes: [
    {
      id: "car-estate",
      name: "Kombi",
      exampleModel: "Mittelklasse-Kombi",
      seats: 5,
      suitcases: 4,
      transmission: "automatic",
      licenceCategory: "B",
    },
  ],
};

describe("fleet cards", () => {
  it("show a van's payload, load volume and length, licence and seats in the German formats", () => {
    const [card] = fleetCards(vans, marketFormats(market("de")), t);
    expect(card).toEqual({
      id: "van-medium",
      name: "Mittlerer Transporter",
      example: "fleet.example(Kastenwagen mit Hochdach)",
      specs: [
        { term: "fleet.payload", detail: "1.150\u00a0kg" },
        { term: "fleet.loadVolume", detail: "8,5\u00a0m³" },
        { term: "fleet.loadLength", detail: "3\u00a0m" },
        { term: "fleet.licence", detail: "fleet.licenceCategory(B)" },
        { term: "fleet.seats", detail: "3" },
      ],
    });
  });

  it("show the same van in pounds, cubic feet and feet on the US site, and in metric with dots on the UK site", () => {
    const details = (id: string) =>
      fleetCards(vans, marketFormats(market(id)), t)[0]
        ?.specs.slice(0, 3)
        .map((s) => s.detail);
    expect(details("us")).toEqual(["2,535\u00a0lb", "300\u00a0ft³", "9.8\u00a0ft"]);
    expect(details("gb")).toEqual(["1,150\u00a0kg", "8.5\u00a0m³", "3\u00a0m"]);
  });

  it("show a car's seats, suitcases, gearbox and licence", () => {
    const [card] = fleetCards(cars, marketFormats(market("de")), t);
    expect(card?.specs).toEqual([
      { term: "fleet.seats", detail: "5" },
      { term: "fleet.suitcases", detail: "4" },
      { term: "fleet.transmission", detail: "fleet.transmission.automatic" },
      { term: "fleet.licence", detail: "fleet.licenceCategory(B)" },
    ]);
  });
});
