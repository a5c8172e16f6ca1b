/**
 * The one table between the web API's vehicle codes (spec §3) and the words the site filters and
 * shows: every reader of a code goes through the functions below. Without the wire schemas
 * (./vehicle-codes.ts), so a page that only names a vehicle kind (the booking engine's options) loads
 * no validation library.
 */

/** Vehicle type codes and their type values: car P, truck L (vans and trucks), any other vehicle F. */
export const vehicleTypeCodes = { P: "car", L: "truck", F: "other" } as const;
export type VehicleTypeCode = keyof typeof vehicleTypeCodes;
export type VehicleKind = (typeof vehicleTypeCodes)[VehicleTypeCode];

/** Engine codes and the fuel filter word of each (spec §9); combustion has no code of its own (spec §3): `null`. */
export const engineCodes = { H: "hybrid", E: "electric" } as const;
export type EngineCode = keyof typeof engineCodes;

/** Fuel types of the subscription filters (spec §9), the words the site shows. */
export const fuelTypes = ["combustion", "electric", "hybrid"] as const;
export type FuelType = (typeof fuelTypes)[number];

/** Every vehicle type code and engine code, in the tables' order. */
export const vehicleTypeCodeList = ["P", "L", "F"] as const satisfies readonly VehicleTypeCode[];
export const engineCodeList = ["H", "E"] as const satisfies readonly EngineCode[];

/** car, truck or other, from a vehicle type code. */
export const vehicleKindOf = (code: VehicleTypeCode): VehicleKind => vehicleTypeCodes[code];

/** The vehicle type code of a kind: `P` for car, `L` for truck, `F` for other. */
export function vehicleTypeCodeOf(kind: VehicleKind): VehicleTypeCode {
  const code = vehicleTypeCodeList.find((c) => vehicleTypeCodes[c] === kind);
  if (code === undefined) throw new Error(`no vehicle type code for ${kind}`);
  return code;
}

/** The fuel filter word of an engine code. */
export const fuelTypeOf = (code: EngineCode | null): FuelType => (code === null ? "combustion" : engineCodes[code]);

/** The engine code of a fuel type (the fixture writes its catalogue's words as codes with it). */
export const engineCodeOf = (fuel: FuelType): EngineCode | null => engineCodeList.find((c) => engineCodes[c] === fuel) ?? null;
