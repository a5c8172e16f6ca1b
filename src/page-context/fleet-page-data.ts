import type { FleetClass } from "../web-api/rental";

/** The facts every van and truck class shows. */
export const truckFields = ["id", "name", "seats", "exampleModel", "payloadKg", "loadVolumeM3", "loadLengthM", "licenceCategory"] as const;
/** The facts every car class shows. */
export const carFields = ["id", "name", "seats", "exampleModel", "suitcases", "transmission", "licenceCategory"] as const;

/** A van or truck class as its card shows it. */
export type TruckClass = Readonly<Required<Pick<FleetClass, (typeof truckFields)[number]>>>;
/** A car class as its card shows it. */
export type CarClass = Readonly<Required<Pick<FleetClass, (typeof carFields)[number]>>>;

/** A fleet page's classes, loaded from the web API at build time: vans and trucks, or cars. */
export type FleetPageData =
  Readonly<{ kind: "truck"; classes: readonly TruckClass[] }> | Readonly<{ kind: "car"; classes: readonly CarClass[] }>;

/** Which fleet each fleet template shows: the truck page vans and trucks, the German fleet page cars. */
export const fleetTemplates = { truck: "truck", fleet: "car" } as const;
export type FleetTemplate = keyof typeof fleetTemplates;

/** Whether a template is a fleet page's. */
export const isFleetTemplate = (template: string): template is FleetTemplate =>
  Object.prototype.hasOwnProperty.call(fleetTemplates, template);
