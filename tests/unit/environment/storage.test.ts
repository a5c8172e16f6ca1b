// @vitest-environment jsdom
import Cookies from "js-cookie";
import { readCookie, safeSession } from "../../../src/environment/storage";

afterEach(() => vi.restoreAllMocks());

describe("safe storage", () => {
  it("reads back what it stored", () => {
    expect(safeSession.write("movanta.test", "1")).toBe(true);
    expect(safeSession.read("movanta.test")).toBe("1");
    expect(safeSession.read("movanta.absent")).toBeUndefined();
  });

  it("reads nothing and drops writes when storage throws, as in private mode", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(safeSession.read("movanta.test")).toBeUndefined();
    expect(safeSession.write("movanta.test", "2")).toBe(false);
  });

  it("reads nothing when the storage object itself cannot be reached", () => {
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(safeSession.read("movanta.test")).toBeUndefined();
    expect(safeSession.write("movanta.test", "3")).toBe(false);
  });

  it("reads one cookie by its exact name and decodes its value", () => {
    document.cookie = "movanta_debug_x=other";
    document.cookie = "movanta_debug=on%20air";
    expect(readCookie("movanta_debug")).toBe("on air");
    expect(readCookie("movanta")).toBeUndefined();
  });

  it("reads a cookie as js-cookie, which writes the site's cookies, reads it back", () => {
    const values = [
      "on",
      "reviews:off,truckTabs:on",
      "1.performance",
      "a=b",
      '"quoted"',
      '"half',
      "100%",
      "%E2%82%AC",
      "%zz",
      "%E2%82",
      "",
    ];
    for (const written of values) {
      Cookies.set("movanta_flags", written);
      document.cookie = `movanta_debug=${written}`;
      for (const name of ["movanta_flags", "movanta_debug"]) expect(readCookie(name), `${name}=${written}`).toBe(Cookies.get(name));
    }
    Cookies.remove("movanta_flags");
    document.cookie = "movanta_debug=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
    expect(readCookie("movanta_flags")).toBe(Cookies.get("movanta_flags"));
  });

  it("reads no cookie when document.cookie throws, as in a sandboxed frame", () => {
    vi.spyOn(document, "cookie", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(readCookie("movanta_debug")).toBeUndefined();
  });
});
