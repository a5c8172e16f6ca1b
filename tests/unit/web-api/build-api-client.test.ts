import { buildApiBase, buildApiClient } from "../../../src/web-api/build-api-client";
import { rentalOffers } from "../../../src/web-api/rental";

describe("the build's API client", () => {
  it("answers from the fixture in process when no API_BASE is set", async () => {
    const client = buildApiClient({ acceptLanguage: ["de-DE", "de"] }, {});
    await expect(client.call(rentalOffers, {})).resolves.toMatchObject({ offers: expect.any(Array) });
  });

  it("reads a real API at an https API_BASE, and refuses anything else", () => {
    expect(buildApiBase({ API_BASE: "https://api.example.com/" })).toBe("https://api.example.com");
    expect(buildApiBase({ API_BASE: "http://localhost:9000/api" })).toBe("http://localhost:9000/api");
    expect(buildApiBase({})).toBeUndefined();
    expect(() => buildApiBase({ API_BASE: "http://api.example.com" })).toThrow(/https/);
    expect(() => buildApiBase({ API_BASE: "not a url" })).toThrow(/API_BASE/);
    expect(buildApiClient({ acceptLanguage: ["en"] }, { API_BASE: "https://api.example.com" }).base).toBe("https://api.example.com");
  });
});
