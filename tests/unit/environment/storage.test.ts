// @vitest-environment jsdom
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

  it("reads no cookie when document.cookie throws, as in a sandboxed frame", () => {
    vi.spyOn(document, "cookie", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(readCookie("movanta_debug")).toBeUndefined();
  });
});
