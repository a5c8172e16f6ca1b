import { loadSearchIndex, searchLocally, type SearchIndex } from "../../../../src/features/help-centre/search/local-index";
import { queryWords } from "../../../../src/features/help-centre/search/words";

const index: SearchIndex = [
  { id: "a", title: "How much is the deposit?", summary: "It depends.", path: "/help/articles/a", text: "card block released" },
  { id: "b", title: "Payment methods", summary: "Cards and deposit holds.", path: "/help/articles/b", text: "visa" },
  { id: "c", title: "Fuel policy", summary: "Full to full.", path: "/help/articles/c", text: "deposit refuel" },
  { id: "d", title: "Winter tyres", summary: "By law.", path: "/help/articles/d", text: "snow" },
];

describe("searching the offline index", () => {
  it("finds articles with every word, title matches before summary before body", () => {
    expect(searchLocally(index, queryWords("deposit")).map((a) => a.id)).toEqual(["a", "b", "c"]);
    // a: title 3 + body 1; b: summary 2 + summary 2; a tie goes by title.
    expect(searchLocally(index, queryWords("deposit card")).map((a) => a.id)).toEqual(["a", "b"]);
    expect(searchLocally(index, queryWords("deposit hold")).map((a) => a.id)).toEqual(["b"]);
  });

  it("finds nothing for a word no article has, and drops the body's words from the results", () => {
    expect(searchLocally(index, queryWords("zeppelin"))).toEqual([]);
    expect(searchLocally(index, queryWords("snow"))).toEqual([
      { id: "d", title: "Winter tyres", summary: "By law.", path: "/help/articles/d" },
    ]);
  });
});

describe("loading the offline index", () => {
  it("rejects an index of the wrong shape or with a path to another host", async () => {
    const answer = (body: unknown) => () => Promise.resolve(new Response(JSON.stringify(body)));
    await expect(loadSearchIndex("/x/1.json", answer([{ id: "a" }]))).rejects.toThrow();
    await expect(loadSearchIndex("/x/2.json", answer([{ ...index[0], path: "//evil.example/x" }]))).rejects.toThrow();
    await expect(loadSearchIndex("/x/3.json", answer(index))).resolves.toHaveLength(4);
  });

  it("loads each index once, and again after a failure", async () => {
    const fetcher = vi.fn(() => Promise.resolve(new Response("", { status: 503 })));
    await expect(loadSearchIndex("/y.json", fetcher)).rejects.toThrow(/503/);
    fetcher.mockImplementation(() => Promise.resolve(new Response(JSON.stringify(index))));
    await loadSearchIndex("/y.json", fetcher);
    await loadSearchIndex("/y.json", fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
