import type { Station } from "../../../../src/web-api/branches";
import { groupByCity } from "../../../../src/features/branch-finder/group";
import { openingLines, hoursProblem } from "../../../../src/features/branch-finder/hours";
import { addressOf } from "../../../../src/features/branch-finder/address";

const station = (id: string, name: string, city: string): Station => ({ id, name, city, countryCode: "DE" });

describe("grouping stations by city", () => {
  it("puts each city's stations together, cities and stations in the language's alphabetical order", () => {
    const groups = groupByCity(
      [
        station("3", "Zürich Flughafen", "Zürich"),
        station("1", "Köln Innenstadt", "Köln"),
        station("2", "Köln Hauptbahnhof", "Köln"),
        station("4", "Aachen Dom", "Aachen"),
      ],
      "de-DE",
    );
    expect(groups.map((g) => g.name)).toEqual(["Aachen", "Köln", "Zürich"]);
    expect(groups[1]?.stations.map((s) => s.name)).toEqual(["Köln Hauptbahnhof", "Köln Innenstadt"]);
    expect(groups.map((g) => g.slug)).toEqual(["aachen", "koln", "zurich"]);
  });

  it("gives two cities whose names make one slug their own, the first in alphabetical order keeping it", () => {
    const groups = groupByCity([station("1", "A", "San Jose"), station("2", "B", "San José")], "es-CR");
    expect(groups.map((g) => [g.name, g.slug])).toEqual([
      ["San Jose", "san-jose"],
      ["San José", "san-jose-2"],
    ]);
  });

  it("names a city without Latin letters after its first station", () => {
    expect(groupByCity([station("eg-cai-1", "مطار القاهرة", "القاهرة")], "ar-EG")[0]?.slug).toBe("eg-cai-1");
  });
});

describe("a branch's week", () => {
  it("puts consecutive days with the same hours on one line, and closed days too", () => {
    const workdays = (["MON", "TUE", "WED", "THU", "FRI"] as const).map((day) => ({ day, opens: "08:00", closes: "18:00" }));
    expect(openingLines([...workdays, { day: "SAT", opens: "09:00", closes: "13:00" }])).toEqual([
      { days: ["MON", "TUE", "WED", "THU", "FRI"], intervals: [{ opens: "08:00", closes: "18:00" }] },
      { days: ["SAT"], intervals: [{ opens: "09:00", closes: "13:00" }] },
      { days: ["SUN"], intervals: [] },
    ]);
  });

  it("orders a day's intervals and keeps a day with a lunch break apart from one without", () => {
    const lines = openingLines([
      { day: "MON", opens: "14:00", closes: "18:00" },
      { day: "MON", opens: "08:00", closes: "12:00" },
      { day: "TUE", opens: "08:00", closes: "18:00" },
    ]);
    expect(lines[0]).toEqual({
      days: ["MON"],
      intervals: [
        { opens: "08:00", closes: "12:00" },
        { opens: "14:00", closes: "18:00" },
      ],
    });
    expect(lines[1]).toEqual({ days: ["TUE"], intervals: [{ opens: "08:00", closes: "18:00" }] });
    expect(lines[2]).toEqual({ days: ["WED", "THU", "FRI", "SAT", "SUN"], intervals: [] });
  });

  it("finds hours that close before they open, or overlap", () => {
    expect(hoursProblem([{ day: "MON", opens: "08:00", closes: "18:00" }])).toBeUndefined();
    expect(hoursProblem([{ day: "MON", opens: "18:00", closes: "08:00" }])).toMatch(/MON closes at 08:00/);
    expect(
      hoursProblem([
        { day: "TUE", opens: "08:00", closes: "13:00" },
        { day: "TUE", opens: "12:00", closes: "18:00" },
      ]),
    ).toMatch(/TUE has overlapping hours/);
  });
});

describe("addresses in the country's order", () => {
  it("writes the postcode before the town by default, after it where the country does, and leaves out what is missing", () => {
    expect(addressOf({ city: "München", countryCode: "DE" }, { street: "Bahnhofstraße 12", postcode: "80331" }).lines).toEqual([
      "Bahnhofstraße 12",
      "80331 München",
    ]);
    expect(
      addressOf({ city: "New York", countryCode: "US" }, { street: "250 Main Street", postcode: "10001", region: "NY" }).lines,
    ).toEqual(["250 Main Street", "New York, NY 10001"]);
    expect(addressOf({ city: "London", countryCode: "GB" }, { street: "12 High Street", postcode: "SW1E 5ND" }).lines).toEqual([
      "12 High Street",
      "London",
      "SW1E 5ND",
    ]);
    expect(addressOf({ city: "Dubai", countryCode: "AE" }, { street: "12 Al Wasl Road" }).lines).toEqual(["12 Al Wasl Road", "Dubai"]);
  });
});
