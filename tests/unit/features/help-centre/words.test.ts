import { highlightParts, queryWords } from "../../../../src/features/help-centre/search/words";

const marked = (text: string, query: string): string =>
  highlightParts(text, queryWords(query))
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join("");

describe("highlighting the query's words in plain text", () => {
  it("marks the words at the start of words, ignoring case", () => {
    expect(marked("How much is the Deposit and when is it released?", "deposit")).toBe(
      "How much is the [Deposit] and when is it released?",
    );
    expect(marked("Do cars have winter tyres?", "car")).toBe("Do [car]s have winter tyres?");
  });

  it("does not mark a word inside another word", () => {
    expect(marked("Scar tissue", "car")).toBe("Scar tissue");
  });

  it("matches accented text with unaccented words and keeps the original letters", () => {
    expect(marked("Änderung der Buchung", "anderung")).toBe("[Änderung] der Buchung");
    expect(marked("Réservation", "reserv")).toBe("[Réserv]ation");
  });

  it("matches Arabic with or without hamza and vowel marks, which would otherwise split a word", () => {
    expect(marked("كيف أحجز سيارة؟", "احجز")).toBe("كيف [أحجز] سيارة؟");
    expect(marked("كيف أضيف سائقًا ثانيًا؟", "سائقا")).toBe("كيف أضيف [سائقًا] ثانيًا؟");
    expect(queryWords("أحجز سائقًا")).toEqual(["احجز", "سايقا"]);
  });

  it("marks every word of the query, longest first where they overlap", () => {
    expect(marked("one-way rentals between branches", "one way branch")).toBe("[one]-[way] rentals between [branch]es");
  });

  it("keeps markup in the text as text: the parts are strings for React to escape", () => {
    const parts = highlightParts("<b>deposit</b>", queryWords("deposit"));
    expect(parts.map((p) => p.text).join("")).toBe("<b>deposit</b>");
    expect(parts.find((p) => p.match)?.text).toBe("deposit");
  });

  it("returns the text whole for a query without words", () => {
    expect(highlightParts("Some text", queryWords(" ,. "))).toEqual([{ text: "Some text", match: false }]);
  });
});
