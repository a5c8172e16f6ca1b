import { vehicleTypeCodeOf, type VehicleKind } from "../web-api/vehicle-kinds";
import type { BookingEngineOptions } from "./slot-options";

/** The booking engine's options for a page about one kind of vehicle (apart from slot-options.ts, so the start page's layout carries no vehicle codes). */
export const bookingEngineFor = (kind: VehicleKind): BookingEngineOptions => ({ vehicleType: vehicleTypeCodeOf(kind) });
