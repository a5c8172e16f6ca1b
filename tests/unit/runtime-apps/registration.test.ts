// @vitest-environment jsdom
import { installRegistrations, REGISTRATION_GLOBAL, type CurrentScript } from "../../../src/runtime-apps/registration";

const base = "https://apps.movanta.example/rac-search/";

/** A registrar whose "running script" the test sets, and a push through the global as an app does it. */
function setUp(existing?: unknown[]) {
  let running: string | undefined;
  const target: Record<string, unknown> = existing ? { [REGISTRATION_GLOBAL]: existing } : {};
  const currentScript: CurrentScript = () => running;
  const registrations = installRegistrations(target, currentScript);
  const push = (script: string | undefined, ...entries: unknown[]): unknown => {
    running = script;
    try {
      const global = Reflect.get(target, REGISTRATION_GLOBAL);
      return Reflect.apply(Reflect.get(Object(global), "push"), global, entries);
    } finally {
      running = undefined;
    }
  };
  return { target, registrations, push };
}

describe("app registration", () => {
  it("registers a push from a script of the app's base, with the array's push shape", () => {
    const { registrations, push } = setUp();
    const create = vi.fn(() => "mounted");
    expect(push(`${base}main.js`, { name: "rac-search", create })).toBe(1);
    const element = document.createElement("div");
    expect(registrations.get("rac-search", base)?.(element, { locale: "de-DE" })).toBe("mounted");
    expect(create).toHaveBeenCalledWith(element, { locale: "de-DE" });
  });

  it("does not hand an app's name to a script from elsewhere, nor let it replace the app's create function", () => {
    const { registrations, push } = setUp();
    push("https://tags.example/evil.js", { name: "rac-search", create: () => "hijacked" });
    expect(registrations.get("rac-search", base)).toBeUndefined();
    push(`${base}main.js`, { name: "rac-search", create: () => "own" });
    push("https://apps.movanta.example/account/main.js", { name: "rac-search", create: () => "another app" });
    // A look-alike base: a prefix of the path, not the app's folder.
    push("https://apps.movanta.example/rac-search-evil/main.js", { name: "rac-search", create: () => "look-alike" });
    expect(registrations.get("rac-search", base)?.(document.createElement("div"), {})).toBe("own");
  });

  it("ignores a push while no script is running (a callback, a module, the console)", () => {
    const { registrations, push } = setUp();
    push(undefined, { name: "rac-search", create: () => 1 });
    expect(registrations.get("rac-search", base)).toBeUndefined();
  });

  it("ignores entries pushed before the shell arrived: no script vouches for them", () => {
    const { registrations } = setUp([{ name: "rac-search", create: () => "early" }]);
    expect(registrations.get("rac-search", base)).toBeUndefined();
  });

  it("installs once and keeps what was registered", () => {
    const { target, registrations, push } = setUp();
    push(`${base}main.js`, { name: "rac-search", create: () => 1 });
    expect(installRegistrations(target)).toBe(registrations);
    expect(registrations.get("rac-search", base)).toBeTypeOf("function");
  });

  it("ignores malformed entries, so their app fails as not registered", () => {
    const { registrations, push } = setUp();
    push(`${base}main.js`, null, "rac-search", { name: "rac-search" }, { name: 3, create: () => 1 }, { create: () => 1 });
    expect(registrations.get("rac-search", base)).toBeUndefined();
  });

  it("lets the latest registration of a name from the app's base win (a version's second script)", () => {
    const { registrations, push } = setUp();
    push(`${base}main.js`, { name: "rac-search", create: () => "v1" });
    push(`${base}vendor/late.js`, { name: "rac-search", create: () => "v2" });
    expect(registrations.get("rac-search", base)?.(document.createElement("div"), {})).toBe("v2");
  });
});
