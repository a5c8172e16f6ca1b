import { describe, expect, it } from "vitest";
import { onTab } from "../../../../src/features/plus-offers/product-tabs";

describe("the product tabs", () => {
  it("put an offer on the vans tab by its vehicle type code L, every other code on the cars tab", () => {
    expect(onTab("vans", "L")).toBe(true);
    expect(onTab("cars", "L")).toBe(false);
    expect(onTab("cars", "P")).toBe(true);
    expect(onTab("vans", "P")).toBe(false);
    expect(onTab("cars", "F")).toBe(true);
  });
});
