import { render, screen, within } from "@testing-library/react";
import { markets } from "../../../../markets/index";
import type { FleetPageData } from "../../../../src/page-context/fleet-page-data";
import { messagesOf } from "../../../../src/content/text-bundles";
import { SiteProviders } from "../../../../src/shell/site-providers";
import TruckPage from "../../../../src/templates/truck";
import FleetPage from "../../../../src/templates/fleet";
import { fakeMedia } from "../../components/media";
import { pageFor } from "../../layouts/page-fixture";
import { repoBundles } from "../../repo-bundles";

vi.mock("../../../../src/runtime-apps/slot", () => import("../../components/slot-stub"));

const de = markets.find((m) => m.id === "de");
if (!de) throw new Error("no de market");
const bundles = repoBundles();

const trucks: FleetPageData = {
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
    {
      id: "truck-7-5",
      name: "Lkw 7,5 t",
      exampleModel: "7,5-t-Koffer-Lkw mit Ladebordwand",
      seats: 3,
      payloadKg: 2600,
      loadVolumeM3: 36,
      loadLengthM: 6.1,
      licenceCategory: "C1",
    },
  ],
};
const cars: FleetPageData = {
  kind: "car",
  classes: [
    {
      id: "car-small",
      name: "Kleinwagen",
      exampleModel: "Dreitüriger Stadtwagen",
      seats: 4,
      suitcases: 1,
      transmission: "manual",
      licenceCategory: "B",
    },
  ],
};

const germanPage = (template: "truck" | "fleet", fleet: FleetPageData | undefined) =>
  pageFor("ibe", {
    template,
    market: de,
    language_code: "de-DE",
    messages: messagesOf(bundles, "de-DE"),
    pagePath: "/lkw",
    banner_display: false,
    ...(fleet ? { fleet } : {}),
  });

const slotOptions = (region: HTMLElement): unknown => JSON.parse(region.getAttribute("data-options") ?? "null");

describe("the truck page", () => {
  it("lists each van and truck as a card under its own heading, facts in German formats", () => {
    fakeMedia({ width: 375 });
    render(
      <SiteProviders page={germanPage("truck", trucks)}>
        <TruckPage />
      </SiteProviders>,
    );
    const section = screen.getByRole("region", { name: "Unsere Transporter und Lkw" });
    expect(within(section).getByRole("heading", { level: 2, name: "Unsere Transporter und Lkw" })).toBeInTheDocument();
    const cards = within(section).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const [van] = cards;
    if (!van) throw new Error("no card");
    expect(within(van).getByRole("heading", { level: 3, name: "Mittlerer Transporter" })).toBeInTheDocument();
    expect(van).toHaveTextContent("Kastenwagen mit Hochdach oder ähnlich");
    const terms = within(van)
      .getAllByRole("term")
      .map((e) => e.textContent);
    const details = within(van)
      .getAllByRole("definition")
      .map((e) => e.textContent);
    expect(terms).toEqual(["Zuladung", "Ladevolumen", "Ladelänge", "Führerschein", "Sitzplätze"]);
    expect(details).toEqual(["1.150\u00a0kg", "8,5\u00a0m³", "3\u00a0m", "Klasse B", "3"]);
  });

  it("mounts the booking engine in truck mode (vehicle type L)", () => {
    fakeMedia({ width: 1440 });
    render(
      <SiteProviders page={germanPage("truck", trucks)}>
        <TruckPage />
      </SiteProviders>,
    );
    expect(slotOptions(screen.getByRole("region", { name: "Buchungsmaske" }))).toEqual({ vehicleType: "L", offersUrl: "/buchen/angebote" });
  });
});

describe("the car fleet page", () => {
  it("lists the car classes with seats, suitcases, gearbox and licence, and the booking engine searches cars (P)", () => {
    fakeMedia({ width: 1440 });
    render(
      <SiteProviders page={germanPage("fleet", cars)}>
        <FleetPage />
      </SiteProviders>,
    );
    const section = screen.getByRole("region", { name: "Unsere Fahrzeugklassen" });
    expect(
      within(section)
        .getAllByRole("definition")
        .map((e) => e.textContent),
    ).toEqual(["4", "1", "Schaltgetriebe", "Klasse B"]);
    expect(slotOptions(screen.getByRole("region", { name: "Buchungsmaske" }))).toEqual({ vehicleType: "P", offersUrl: "/buchen/angebote" });
  });
});
