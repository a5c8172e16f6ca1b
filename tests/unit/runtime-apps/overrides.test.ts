import { activeOverrides, isVersion, OVERRIDES_KEY, parseStoredOverrides, parseUrlOverrides } from "../../../src/runtime-apps/overrides";

/** An in-memory stand-in for sessionStorage that records writes. */
function memoryStorage(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[OVERRIDES_KEY, initial]]);
  return {
    writes: 0,
    read(key: string) {
      return data.get(key);
    },
    write(key: string, value: string) {
      this.writes += 1;
      data.set(key, value);
      return true;
    },
  };
}

describe("version overrides", () => {
  it("reads `?<name>_<version>` keys of known apps", () => {
    expect(parseUrlOverrides("?rac-search_2.4.0&account_1.0.0-beta.2&q=x")).toEqual({ "rac-search": "2.4.0", account: "1.0.0-beta.2" });
  });

  it("accepts a version string only", () => {
    expect(isVersion("10.20.30")).toBe(true);
    expect(isVersion("1.2.3-rc-1.4")).toBe(true);
    for (const bad of [
      "latest",
      "1.2",
      "../1.2.3",
      "1.2.3/evil",
      "1.2.3?x",
      "https://evil.example/1.2.3",
      "1.2.3-" + "a".repeat(70),
      "1.2.3 ",
    ]) {
      expect(isVersion(bad), bad).toBe(false);
    }
    expect(parseUrlOverrides("?rac-search_..%2F..%2Fevil&rac-search_latest")).toEqual({});
  });

  it("ignores unknown app names and keys without a name", () => {
    expect(parseUrlOverrides("?evil-app_1.0.0&_1.0.0&__proto___1.0.0&constructor_1.0.0")).toEqual({});
  });

  it("drops malformed stored overrides instead of trusting them", () => {
    expect(parseStoredOverrides("not json")).toEqual({});
    expect(parseStoredOverrides("[1,2]")).toEqual({});
    expect(parseStoredOverrides('{"rac-search":"2.0.0","account":"../x","evil":"1.0.0","ride-home":3}')).toEqual({ "rac-search": "2.0.0" });
    expect(parseStoredOverrides(undefined)).toEqual({});
  });

  it("outside prod, saves the URL's overrides on top of the stored ones", () => {
    const storage = memoryStorage('{"account":"1.0.0","rac-search":"1.0.0"}');
    expect(activeOverrides("stage", "?rac-search_2.0.0", storage)).toEqual({ account: "1.0.0", "rac-search": "2.0.0" });
    expect(JSON.parse(storage.read(OVERRIDES_KEY) ?? "")).toEqual({ account: "1.0.0", "rac-search": "2.0.0" });
    expect(activeOverrides("dev", "", storage)).toEqual({ account: "1.0.0", "rac-search": "2.0.0" });
    expect(storage.writes).toBe(1);
  });

  it("in prod, ignores URL and stored overrides and stores nothing", () => {
    const storage = memoryStorage('{"account":"1.0.0"}');
    expect(activeOverrides("prod", "?rac-search_2.0.0", storage)).toEqual({});
    expect(storage.writes).toBe(0);
  });

  it("keeps working when storage is unavailable", () => {
    const broken = { read: () => undefined, write: () => false };
    expect(activeOverrides("dev", "?rac-search_2.0.0", broken)).toEqual({ "rac-search": "2.0.0" });
  });
});
