import { apiBase, pageApiBase } from "../../../src/environment/api-base";

describe("the API base of a page", () => {
  it("is the local server's /api on a developer's machine", () => {
    expect(pageApiBase({ hostname: "localhost", origin: "http://localhost:9000" })).toBe("http://localhost:9000/api");
  });

  it("is the environment's API service on stage and production hosts", () => {
    expect(pageApiBase({ hostname: "de.internal.movanta-test.com", origin: "https://de.internal.movanta-test.com" })).toBe(
      new URL(apiBase.stage).href,
    );
    expect(pageApiBase({ hostname: "www.movanta.de", origin: "https://www.movanta.de" })).toBe(new URL(apiBase.prod).href);
  });
});
