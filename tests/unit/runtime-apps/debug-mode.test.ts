// @vitest-environment jsdom
import { DEBUG_COOKIE, isDebugHost, isDebugMode, readDebugMode, wantsDebugger } from "../../../src/runtime-apps/debug-mode";

const prodHost = "www.movanta.de";

describe("debug mode", () => {
  it("is on when the debug cookie says so, even on a production host and against the window setting", () => {
    for (const cookie of ["true", "1", "on", "TRUE"]) expect(isDebugMode({ cookie, windowSetting: false, hostname: prodHost })).toBe(true);
  });

  it("is off when the debug cookie says so, even on a local host and against the window setting", () => {
    for (const cookie of ["false", "0", "off"]) expect(isDebugMode({ cookie, windowSetting: true, hostname: "localhost" })).toBe(false);
  });

  it("follows a boolean window setting when no cookie decides", () => {
    expect(isDebugMode({ cookie: undefined, windowSetting: true, hostname: prodHost })).toBe(true);
    expect(isDebugMode({ cookie: "maybe", windowSetting: false, hostname: "localhost" })).toBe(false);
  });

  it("ignores a window setting that is not a boolean and falls back to the host", () => {
    expect(isDebugMode({ cookie: undefined, windowSetting: "true", hostname: prodHost })).toBe(false);
    expect(isDebugMode({ cookie: undefined, windowSetting: 1, hostname: "localhost" })).toBe(true);
  });

  it("is on for experimental, internal and local hosts and off for production hosts", () => {
    expect(isDebugHost("experimental.movanta.de")).toBe(true);
    expect(isDebugHost("de.internal.movanta-test.com")).toBe(true);
    expect(isDebugHost("www.local.movanta.de")).toBe(true);
    expect(isDebugHost("localhost")).toBe(true);
    expect(isDebugHost(prodHost)).toBe(false);
    expect(isDebugHost("www.experimentalcars.com")).toBe(false);
  });

  it("reads the cookie, the window setting and the host of the current page", () => {
    document.cookie = `${DEBUG_COOKIE}=false`;
    expect(readDebugMode()).toBe(false);
    document.cookie = `${DEBUG_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    vi.stubGlobal("movantaDebug", false);
    expect(readDebugMode()).toBe(false);
    vi.unstubAllGlobals();
    expect(readDebugMode()).toBe(true);
  });

  it("loads the debugger app only when debug mode is asked for, and never on a production host", () => {
    const local = "localhost";
    expect(wantsDebugger({ cookie: "on", windowSetting: undefined, hostname: local })).toBe(true);
    expect(wantsDebugger({ cookie: undefined, windowSetting: true, hostname: "de.internal.movanta-test.com" })).toBe(true);
    // Debug mode by the host's default alone, or switched off, loads no debugger.
    expect(wantsDebugger({ cookie: undefined, windowSetting: undefined, hostname: local })).toBe(false);
    expect(wantsDebugger({ cookie: "off", windowSetting: true, hostname: local })).toBe(false);
    // A cookie turns debug mode on in prod, but the debugger stays away from a production host.
    expect(isDebugMode({ cookie: "on", windowSetting: undefined, hostname: prodHost })).toBe(true);
    expect(wantsDebugger({ cookie: "on", windowSetting: undefined, hostname: prodHost })).toBe(false);
    expect(wantsDebugger({ cookie: undefined, windowSetting: true, hostname: "www.experimental.movanta.de" })).toBe(false);
  });
});
