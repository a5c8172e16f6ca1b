import { existsSync } from "node:fs";
import { parseStressArgs, TIMING_SPECS } from "../../../scripts/e2e-stress-args";

describe("the stress run's arguments", () => {
  test("default to three runs of the time-dependent specs beside two busy processes, Chromium unthrottled", () => {
    expect(parseStressArgs([])).toEqual({ runs: 3, busy: 2, throttle: 1, all: false, specs: [] });
  });

  test("take runs, busy processes, a throttle rate and spec paths", () => {
    expect(parseStressArgs(["--runs", "1", "--busy", "0", "--throttle", "4", "tests/e2e/layouts.spec.ts"])).toEqual({
      runs: 1,
      busy: 0,
      throttle: 4,
      all: false,
      specs: ["tests/e2e/layouts.spec.ts"],
    });
    expect(parseStressArgs(["--all"]).all).toBe(true);
  });

  test("refuse what they cannot mean, naming the option", () => {
    expect(() => parseStressArgs(["--runs", "0"])).toThrow("--runs takes a whole number from 1, not 0");
    expect(() => parseStressArgs(["--busy", "two"])).toThrow("--busy takes a whole number from 0, not two");
    expect(() => parseStressArgs(["--retries", "2"])).toThrow("unknown option --retries");
    expect(() => parseStressArgs(["--all", "tests/e2e/layouts.spec.ts"])).toThrow("name specs or --all");
  });

  test("name only specs that exist", () => {
    expect(TIMING_SPECS.filter((spec) => !existsSync(spec))).toEqual([]);
  });
});
