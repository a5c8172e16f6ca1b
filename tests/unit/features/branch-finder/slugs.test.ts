import { citySlug, uniqueSlugs } from "../../../../src/features/branch-finder/slugs";

describe("the slugs of city names", () => {
  it("drop accents the same way in every language: München becomes munchen", () => {
    expect(citySlug("München")).toBe("munchen");
    expect(citySlug("Genève")).toBe("geneve");
    expect(citySlug("São Paulo")).toBe("sao-paulo");
    expect(citySlug("Timișoara")).toBe("timisoara");
    expect(citySlug("Klaipėda")).toBe("klaipeda");
  });

  it("spell out the letters Unicode does not decompose", () => {
    expect(citySlug("Łódź")).toBe("lodz");
    expect(citySlug("Tromsø")).toBe("tromso");
    expect(citySlug("Straße")).toBe("strasse");
    expect(citySlug("Miðbær")).toBe("midbaer");
  });

  it("leave out apostrophes and make every other run of non-letters one dash", () => {
    expect(citySlug("St. Julian's")).toBe("st-julians");
    expect(citySlug("Frankfurt am Main")).toBe("frankfurt-am-main");
    expect(citySlug("  Pointe-à-Pitre ")).toBe("pointe-a-pitre");
  });

  it("are unique: a second city with the same slug gets -2, a third -3", () => {
    expect(uniqueSlugs(["San José", "San Jose", "SAN JOSÉ", "Cartago"], () => "x")).toEqual([
      "san-jose",
      "san-jose-2",
      "san-jose-3",
      "cartago",
    ]);
  });

  it("fall back to the given text for a name without Latin letters", () => {
    expect(uniqueSlugs(["القاهرة", "Giza"], (i) => `eg-cai-${i}`)).toEqual(["eg-cai-0", "giza"]);
  });
});
