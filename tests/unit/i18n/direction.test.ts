import { describe, expect, it } from "vitest";
import { directionOf } from "../../../src/i18n/direction";

describe("a language's writing direction", () => {
  it("is right to left for Arabic in every country", () => {
    expect(["ar", "ar-SA", "ar-AE", "ar-EG", "AR-eg"].map(directionOf)).toEqual(["rtl", "rtl", "rtl", "rtl", "rtl"]);
  });

  it("is left to right for the site's other languages", () => {
    expect(["en-SA", "de-CH", "fr-MA", "nb-NO", "pt-BR"].map(directionOf)).toEqual(["ltr", "ltr", "ltr", "ltr", "ltr"]);
  });
});
