import { environmentOf, isLoopbackHost } from "../../../src/environment/environment";

describe("the environment of a host", () => {
  it.each(["localhost", "LOCALHOST", "app.localhost", "127.0.0.1", "127.10.0.3", "[::1]", "localhost."])(
    "is dev on the loopback host %s",
    (host) => {
      expect(environmentOf(host)).toBe("dev");
    },
  );

  it.each([
    "de.internal.movanta-test.com",
    "ch.internal.movanta-test.com",
    "www.local.movanta.de",
    "movanta.local",
    "INTERNAL.movanta.example",
  ])("is stage on %s, whose labels carry an internal or local marker", (host) => {
    expect(environmentOf(host)).toBe("stage");
  });

  it.each([
    "www.movanta.de",
    "www.movanta.co.uk",
    "www.thelocalguide.com",
    "internals.movanta.de",
    "localhost.movanta.de.evil",
    "www.movanta-internal.com",
    "127.0.0.1.nip.example",
  ])("is prod on %s, where a marker is only part of a label or absent", (host) => {
    expect(environmentOf(host)).toBe("prod");
  });

  it("treats only localhost, *.localhost, 127.x.x.x and ::1 as loopback", () => {
    expect(isLoopbackHost("localhost")).toBe(true);
    expect(isLoopbackHost("128.0.0.1")).toBe(false);
    expect(isLoopbackHost("mylocalhost")).toBe(false);
  });
});
