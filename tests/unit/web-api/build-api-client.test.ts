import { buildApiClient, buildApiSource } from "../../../src/web-api/build-api-client";
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

  it("stops a build without API_BASE with one line naming its values", () => {
    expect(() => buildApiSource({})).toThrow(/^API_BASE is not set: build with API_BASE=fixture .* or API_BASE=https:\/\/… .*$/);
    expect(() => buildApiClient({ acceptLanguage: ["en"] }, { API_BASE: " " })).toThrow(/API_BASE is not set/);
  });
});
