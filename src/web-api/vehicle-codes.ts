import * as v from "valibot";
import { engineCodeList, vehicleTypeCodeList } from "./vehicle-kinds";

// The tables and the functions that read codes (no validation library): ./vehicle-kinds.ts.
export * from "./vehicle-kinds";

/** A vehicle type code on the wire. */
export const vehicleTypeCode = v.picklist(vehicleTypeCodeList);
/** An engine code on the wire; `null` for a combustion engine. */
export const engineCode = v.nullable(v.picklist(engineCodeList));
