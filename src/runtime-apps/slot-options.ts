/** Vehicle type codes of spec §3, as the booking engine takes them: car P, van and truck L, any other vehicle F. */
export const vehicleTypeCodes = { car: "P", truck: "L", other: "F" } as const;
export type VehicleKind = keyof typeof vehicleTypeCodes;
export type VehicleTypeCode = (typeof vehicleTypeCodes)[VehicleKind];

/** Options of the `booking-engine` slot (docs/runtime-apps.md, "Slot options"). */
export type BookingEngineOptions = Readonly<{ vehicleType?: VehicleTypeCode }>;

/** The booking engine's options for a page about one kind of vehicle. */
export const bookingEngineFor = (kind: VehicleKind): BookingEngineOptions => ({ vehicleType: vehicleTypeCodes[kind] });
