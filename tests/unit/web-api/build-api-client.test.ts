import { buildApiClient, buildApiSource, FIXTURE_NOTICE } from "../../../src/web-api/build/build-api-client";
import { rentalOffers } from "../../../src/web-api/rental";

describe("the build's API client", () => {
  it("answers from the fixture in process with API_BASE=fixture", async () => {
    const client = buildApiClient({ acceptLanguage: ["de-DE", "de"] }, { API_BASE: "fixture" });
    await expect(client.call(rentalOffers, {})).resolves.toMatchObject({ offers: expect.any(Array) });
  });

  it("reads a real API at an https API_BASE, and refuses anything else", () => {
    expect(buildApiSource({ API_BASE: "https://api.example.com/" })).toEqual({ kind: "api", base: "https://api.example.com" });
    expect(buildApiSource({ API_BASE: "http://localhost:9000/api" })).toEqual({ kind: "api", base: "http://localhost:9000/api" });
    expect(() => buildApiSource({ API_BASE: "http://api.example.com" })).toThrow(/https/);
    expect(() => buildApiSource({ API_BASE: "not a url" })).toThrow(/API_BASE/);
    expect(buildApiClient({ acceptLanguage: ["en"] }, { API_BASE: "https://api.example.com" }).base).toBe("https://api.example.com");
  });

  it("builds from the fixture when API_BASE names nothing, and says whether it was named", () => {
    expect(buildApiSource({})).toEqual({ kind: "fixture", named: false });
    expect(buildApiSource({ API_BASE: " " })).toEqual({ kind: "fixture", named: false });
    expect(buildApiSource({ API_BASE: "fixture" })).toEqual({ kind: "fixture", named: true });
    expect(FIXTURE_NOTICE).toMatch(
      /^API_BASE is not set: building with the embedded fixture API \(seed data\)\. A release sets RELEASE=1 and API_BASE=https:\/\/…/,
    );
  });

  it("stops a release build that names no real API, in one line", () => {
    expect(() => buildApiSource({ RELEASE: "1" })).toThrow(/^A release build \(RELEASE=1\) needs a real web API: API_BASE=https:\/\/…$/);
    expect(() => buildApiSource({ RELEASE: "true", API_BASE: "fixture" })).toThrow(/not the fixture/);
    expect(buildApiSource({ RELEASE: "1", API_BASE: "https://api.example.com" })).toEqual({ kind: "api", base: "https://api.example.com" });
  });
});
