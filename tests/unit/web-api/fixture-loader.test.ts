import type { loadFixtureApi as LoadFixtureApi } from "../../../src/web-api/build/fixture-loader";

describe("the fixture API a build loads at run time", () => {
  it("is the dev fixture, compiled by tsx when API_BASE=fixture chooses it", async () => {
    const { loadFixtureApi } = await vi.importActual<{ loadFixtureApi: typeof LoadFixtureApi }>(
      "../../../src/web-api/build/fixture-loader",
    );
    const api = loadFixtureApi({});
    const response = await api.fetch("http://fixture.local/v1/rentaloffers/offers");
    expect(response.status).toBe(200);
  });
});
