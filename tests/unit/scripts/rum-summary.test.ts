import { formatTable, latestById, parseExport, percentile, summarise } from "../../../scripts/rum-summary";
import type { RumExportLine } from "../../../src/services/rum/schema";

let next = 0;
/** An exported report with its own id unless one is given. */
const line = (fields: Partial<RumExportLine>): RumExportLine => ({
  metric: "LCP",
  value: 1000,
  rating: "good",
  id: `v6-${(next += 1)}`,
  navigationType: "navigate",
  template: "start",
  layout: "ibe",
  market: "us",
  path: "/",
  receivedAt: "2026-11-27T01:00:00.000Z",
  ...fields,
});

describe("the 75th percentile of field data", () => {
  it("is the nearest-rank value: the smallest that three quarters of the values are at or under", () => {
    expect(percentile([4, 1, 3, 2], 75)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5], 75)).toBe(4);
    expect(percentile([5, 1, 2, 3, 4, 6, 7, 8], 75)).toBe(6);
    expect(percentile([0.3], 75)).toBe(0.3);
    expect(percentile([], 75)).toBeUndefined();
  });

  it("takes the lowest value for the 0th percentile and the highest for the 100th", () => {
    expect(percentile([3, 1, 2], 0)).toBe(1);
    expect(percentile([3, 1, 2], 100)).toBe(3);
  });
});

describe("the field-data summary", () => {
  const reports = [
    ...[800, 1200, 1600, 2400].map((value) => line({ value })),
    line({ metric: "CLS", value: 0.02 }),
    line({ metric: "CLS", value: 0.1 }),
    line({ metric: "INP", value: 120, app: "rac-search" }),
    line({ template: "help-home", layout: "default", value: 900 }),
    line({ template: "business-login", layout: "standalone", value: 3000, app: "account-business-hub" }),
    line({ template: "business-login", layout: "standalone", metric: "CLS", value: 0.25, app: "account-business-hub" }),
  ];

  it("groups reports per template, most reports first, with the 75th percentile and count of each metric", () => {
    expect(summarise(reports, "template")).toEqual([
      {
        group: "start",
        figures: { LCP: { p75: 1600, count: 4 }, CLS: { p75: 0.1, count: 2 }, INP: { p75: 120, count: 1 } },
      },
      { group: "business-login", figures: { LCP: { p75: 3000, count: 1 }, CLS: { p75: 0.25, count: 1 } } },
      { group: "help-home", figures: { LCP: { p75: 900, count: 1 } } },
    ]);
  });

  it("groups per app only the reports that name one", () => {
    expect(summarise(reports, "app")).toEqual([
      { group: "account-business-hub", figures: { LCP: { p75: 3000, count: 1 }, CLS: { p75: 0.25, count: 1 } } },
      { group: "rac-search", figures: { INP: { p75: 120, count: 1 } } },
    ]);
  });

  it("counts a metric reported twice under one id once, with its last value", () => {
    const twice = [line({ id: "v6-same", metric: "CLS", value: 0.1 }), line({ id: "v6-same", metric: "CLS", value: 0.4 })];
    expect(summarise(latestById(twice), "template")).toEqual([{ group: "start", figures: { CLS: { p75: 0.4, count: 1 } } }]);
  });

  it("prints one row per group with milliseconds, CLS to three places, counts, and a dash for a metric without reports", () => {
    expect(formatTable("template", summarise(reports, "template")).split("\n")).toEqual([
      "template        LCP          CLS        INP",
      "start           1600 ms (4)  0.100 (2)  120 ms (1)",
      "business-login  3000 ms (1)  0.250 (1)  –",
      "help-home       900 ms (1)   –          –",
    ]);
  });
});

describe("a collector's export", () => {
  it("reads one report per line and names the lines that are not one", () => {
    const good = line({});
    const text = [
      JSON.stringify(good),
      "",
      "{",
      JSON.stringify({ ...good, metric: "TTFB" }),
      JSON.stringify({ ...good, receivedAt: "yesterday" }),
    ].join("\n");
    expect(parseExport(`${text}\n`)).toEqual({ reports: [good], bad: [3, 4, 5] });
  });
});
