import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { marketingMediaHandler } from "../../../dev/marketing-media/handler";
import { createSiteServer } from "../../../dev/site-server";

describe("the media host's stand-in on the local server", () => {
  const server = createSiteServer({
    publicDir: "/nonexistent",
    distDir: "/nonexistent",
    handlers: [marketingMediaHandler(join(process.cwd(), "dev", "marketing-media"))],
  });
  let base = "";
  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  });

  it("answers a promotion hero the content names at /marketing/<domain>, as nginx relays it, for a day, whatever the domain", async () => {
    for (const path of ["www.movanta.com/airport-hero-desktop.jpg", "www.movanta.de/airport-hero-mobile.jpg"]) {
      const answer = await fetch(`${base}/marketing/${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("content-type")).toBe("image/jpeg");
      expect(answer.headers.get("cache-control")).toBe("public, max-age=86400");
      const bytes = new Uint8Array(await answer.arrayBuffer());
      // A JPEG's start-of-image mark.
      expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    }
  });

  it("answers 404 for an image it does not hold, and leaves every other path to the site", async () => {
    expect((await fetch(`${base}/marketing/www.movanta.com/none.jpg`)).status).toBe(404);
    // Not its shape: the site answers (here, with no tree, its plain 404).
    for (const path of [
      "/marketing/www.movanta.com/hero.html",
      "/marketing/airport-hero-desktop.jpg",
      "/marketing/www.movanta.com/a/airport-hero-desktop.jpg",
      "/marketing/www.movanta.com/..%2fhandler.ts",
      "/marketing",
    ]) {
      const answer = await fetch(`${base}${path}`);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).toBe("Not found");
    }
    expect((await fetch(`${base}/marketing/www.movanta.com/airport-hero-desktop.jpg`, { method: "POST" })).status).toBe(405);
  });
});
