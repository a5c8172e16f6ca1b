import { suggestionQuery } from "../../../../src/features/help-centre/contact/use-suggestions";
import { checkQuery } from "../../../../src/features/help-centre/search/use-help-search";

describe("the search's length rules (spec §5)", () => {
  it("searches from 3 to 100 characters after trimming, and counts characters, not UTF-16 units", () => {
    expect(checkQuery("   ")).toBe("empty");
    expect(checkQuery(" de ")).toBe("tooShort");
    expect(checkQuery("dep")).toBe("ok");
    expect(checkQuery("d".repeat(100))).toBe("ok");
    expect(checkQuery("d".repeat(101))).toBe("tooLong");
    expect(checkQuery("🚗🚗🚗")).toBe("ok");
  });
});

describe("what the contact form searches for while the visitor writes", () => {
  it("takes the last three words of four letters or more", () => {
    expect(suggestionQuery("Hi, how much is the deposit for a van?")).toBe("much deposit");
    expect(suggestionQuery("I want to change the pickup branch of my booking")).toBe("pickup branch booking");
    expect(suggestionQuery("ok hi")).toBe("");
  });
});
