import type { MarketFormatsWithoutDate } from "../../i18n/formats";
import type { CarClass, FleetPageData, TruckClass } from "../../page-context/fleet-page-data";

/** The page's messages, as react-intl formats them: a message id and its values. */
export type Translate = (id: string, values?: Record<string, string>) => string;

/** One fact of a card: its name and its value, both ready to show. */
export type FleetSpec = Readonly<{ term: string; detail: string }>;
/** One vehicle class's card, every text formatted for the market. */
export type FleetCard = Readonly<{ id: string; name: string; example: string; specs: readonly FleetSpec[] }>;

const spec = (term: string, detail: string): FleetSpec => ({ term, detail });

/** What a van or truck is chosen by: how much it carries, how big and long its load space is, who may drive it. */
const truckSpecs = (one: TruckClass, f: MarketFormatsWithoutDate, t: Translate): FleetSpec[] => [
  spec(t("fleet.payload"), f.weight(one.payloadKg)),
  spec(t("fleet.loadVolume"), f.volume(one.loadVolumeM3)),
  spec(t("fleet.loadLength"), f.length(one.loadLengthM)),
  spec(t("fleet.licence"), t("fleet.licenceCategory", { category: one.licenceCategory })),
  spec(t("fleet.seats"), f.number(one.seats)),
];

/** What a car is chosen by: seats, luggage, gearbox, licence. */
const carSpecs = (one: CarClass, f: MarketFormatsWithoutDate, t: Translate): FleetSpec[] => [
  spec(t("fleet.seats"), f.number(one.seats)),
  spec(t("fleet.suitcases"), f.number(one.suitcases)),
  spec(t("fleet.transmission"), t(`fleet.transmission.${one.transmission}`)),
  spec(t("fleet.licence"), t("fleet.licenceCategory", { category: one.licenceCategory })),
];

/** The cards of a fleet page, in the API's order, measures in the market's units and number format. */
export function fleetCards(fleet: FleetPageData, formats: MarketFormatsWithoutDate, t: Translate): FleetCard[] {
  const card = (one: TruckClass | CarClass, specs: FleetSpec[]): FleetCard => ({
    id: one.id,
    name: one.name,
    example: t("fleet.example", { model: one.exampleModel }),
    specs,
  });
  return fleet.kind === "truck"
    ? fleet.classes.map((one) => card(one, truckSpecs(one, formats, t)))
    : fleet.classes.map((one) => card(one, carSpecs(one, formats, t)));
}
