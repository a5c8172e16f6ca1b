import { describe, expect, it } from "vitest";
import { formatExperiments, parseEventExport, summariseExperiments } from "../../../scripts/experiments-summary";

const user = (id: string) => ({ id, attributes: { environment: "dev" } });
const exposure = (variant: string, at: number) => ({
  type: "exposure",
  flag: "newBanners",
  value: variant === "treatment",
  at,
  experiment: "nb",
  variant,
});
const line = (id: string, events: unknown[], scope = "default") =>
  JSON.stringify({ receivedAt: "2026-11-28T00:00:00.000Z", scope, user: user(id), events });

describe("the experiments report", () => {
  it("counts visitors, exposures and the conversions that followed an exposure, per variant", () => {
    const text = [
      line("a", [exposure("treatment", 1), exposure("treatment", 5), { type: "conversion", name: "offerChosen", at: 6 }]),
      line("b", [{ type: "conversion", name: "offerChosen", at: 1 }, exposure("control", 2)]),
      line("b", [
        { type: "conversion", name: "offerDetailsOpened", at: 3 },
        { type: "conversion", name: "offerDetailsOpened", at: 4 },
      ]),
      line("c", [exposure("control", 1)]),
      line("d", [
        { type: "exposure", flag: "reviews", value: true, at: 1 },
        { type: "conversion", name: "offerChosen", at: 2 },
      ]),
      line("e", [exposure("treatment", 1)], "e2e-1"),
      "not json",
      "",
    ].join("\n");
    const { batches, bad } = parseEventExport(text, "default");
    expect(bad).toEqual([7]);
    const rows = summariseExperiments(batches);
    expect(rows).toEqual([
      {
        experiment: "nb",
        variant: "control",
        visitors: 2,
        exposures: 2,
        converted: 1,
        conversions: { offerDetailsOpened: 2, offerChosen: 0, campaignRegistrationSent: 0 },
      },
      {
        experiment: "nb",
        variant: "treatment",
        visitors: 1,
        exposures: 2,
        converted: 1,
        conversions: { offerDetailsOpened: 0, offerChosen: 1, campaignRegistrationSent: 0 },
      },
    ]);
    expect(formatExperiments(rows).split("\n")).toEqual([
      "experiment  variant    visitors  exposures  converted     rate  offerDetailsOpened  offerChosen  campaignRegistrationSent",
      "nb          control           2          2          1   50.0 %                   2            0                         0",
      "nb          treatment         1          2          1  100.0 %                   0            1                         0",
    ]);
    expect(parseEventExport(text, "all").batches).toHaveLength(6);
  });
});
