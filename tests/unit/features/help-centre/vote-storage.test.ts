// @vitest-environment jsdom
import { readVotes, saveVote, VOTES_KEY } from "../../../../src/features/help-centre/vote/vote-storage";

describe("the visitor's article votes in storage", () => {
  beforeEach(() => localStorage.clear());

  it("remembers one vote per article and keeps the others", () => {
    saveVote(localStorage, "rent:a", "yes");
    saveVote(localStorage, "ride:b", "no");
    expect(readVotes(localStorage)).toEqual({ "rent:a": "yes", "ride:b": "no" });
  });

  it("treats edited or broken storage as no votes", () => {
    localStorage.setItem(VOTES_KEY, "{not json");
    expect(readVotes(localStorage)).toEqual({});
    localStorage.setItem(VOTES_KEY, JSON.stringify({ "rent:a": "maybe" }));
    expect(readVotes(localStorage)).toEqual({});
  });

  it("survives a storage that refuses to be read or written", () => {
    const blocked = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(readVotes(blocked)).toEqual({});
    expect(() => saveVote(blocked, "rent:a", "yes")).not.toThrow();
    expect(readVotes(undefined)).toEqual({});
  });
});
