import { describe, expect, it } from "vitest";
import { BASE_OLD_SPACE_MIB, gatsbyNodeOptions, oldSpaceMiB } from "../../../src/build/old-space";

describe("Gatsby's old space in build:all", () => {
  it("stays at 512 MiB for the real content's run and grows with the pages past 10,000", () => {
    expect(oldSpaceMiB(5_574)).toBe(512);
    expect(oldSpaceMiB(10_000)).toBe(512);
    expect(oldSpaceMiB(10_128)).toBe(513);
    // The ten-times help centres of npm run bench: 30,050 pages ran out of 512 MiB in 2 of 3 runs.
    expect(oldSpaceMiB(30_050)).toBe(669);
  });

  it("adds the cap to NODE_OPTIONS unless they set their own", () => {
    expect(gatsbyNodeOptions("", 4_000)).toBe(`--max-old-space-size=${BASE_OLD_SPACE_MIB}`);
    expect(gatsbyNodeOptions("--enable-source-maps", 30_050)).toBe("--enable-source-maps --max-old-space-size=669");
    expect(gatsbyNodeOptions("--max-old-space-size=3000", 30_050)).toBe("--max-old-space-size=3000");
  });
});
