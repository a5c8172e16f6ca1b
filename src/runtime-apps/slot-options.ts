import { vehicleTypeCodeOf, type VehicleKind, type VehicleTypeCode } from "../web-api/vehicle-codes";

/** Options of the `booking-engine` slot (docs/runtime-apps.md, "Slot options"): a vehicle type code of spec §3. */
export type BookingEngineOptions = Readonly<{ vehicleType?: VehicleTypeCode }>;

/** The booking engine's options for a page about one kind of vehicle. */
export const bookingEngineFor = (kind: VehicleKind): BookingEngineOptions => ({ vehicleType: vehicleTypeCodeOf(kind) });
