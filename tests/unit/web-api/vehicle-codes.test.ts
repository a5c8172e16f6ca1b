import * as v from "valibot";
import {
  engineCode,
  engineCodeList,
  engineCodeOf,
  engineCodes,
  fuelTypeOf,
  fuelTypes,
  vehicleKindOf,
  vehicleTypeCode,
  vehicleTypeCodeList,
  vehicleTypeCodeOf,
  vehicleTypeCodes,
} from "../../../src/web-api/vehicle-codes";

describe("vehicle and engine codes (spec §3)", () => {
  it("read car P, truck L and any other vehicle F, both ways", () => {
    expect(vehicleTypeCodes).toEqual({ P: "car", L: "truck", F: "other" });
    expect(vehicleTypeCodeList.map(vehicleKindOf)).toEqual(["car", "truck", "other"]);
    expect((["car", "truck", "other"] as const).map(vehicleTypeCodeOf)).toEqual(["P", "L", "F"]);
    expect(Object.keys(vehicleTypeCodes)).toEqual([...vehicleTypeCodeList]);
  });

  it("read hybrid H and electric E as the fuel filter's words, and no code as combustion", () => {
    expect(engineCodes).toEqual({ H: "hybrid", E: "electric" });
    expect([...engineCodeList, null].map(fuelTypeOf)).toEqual(["hybrid", "electric", "combustion"]);
    expect(fuelTypes.map(engineCodeOf)).toEqual([null, "E", "H"]);
    expect(Object.keys(engineCodes)).toEqual([...engineCodeList]);
  });

  it("accept only these codes on the wire", () => {
    expect(v.is(vehicleTypeCode, "L")).toBe(true);
    expect(v.is(vehicleTypeCode, "truck")).toBe(false);
    expect(v.is(engineCode, null)).toBe(true);
    expect(v.is(engineCode, "E")).toBe(true);
    expect(v.is(engineCode, "electric")).toBe(false);
    expect(v.is(engineCode, "C")).toBe(false);
  });
});
