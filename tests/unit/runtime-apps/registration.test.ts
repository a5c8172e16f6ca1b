import { installRegistrations, REGISTRATION_GLOBAL } from "../../../src/runtime-apps/registration";

describe("app registration", () => {
  it("takes over entries an app pushed before the shell arrived", () => {
    const early = vi.fn(() => "early");
    const target = { [REGISTRATION_GLOBAL]: [{ name: "rac-search", create: early }] };
    const registrations = installRegistrations(target);
    const element = document.createElement("div");
    expect(registrations.get("rac-search")?.(element, { locale: "de-DE" })).toBe("early");
    expect(early).toHaveBeenCalledWith(element, { locale: "de-DE" });
  });

  it("registers later pushes at once, with the array's push shape", () => {
    const target: Record<string, unknown> = {};
    const registrations = installRegistrations(target);
    const pushed = Reflect.get(target, REGISTRATION_GLOBAL);
    const create = vi.fn();
    expect(Reflect.apply(Reflect.get(Object(pushed), "push"), pushed, [{ name: "account", create }])).toBe(1);
    expect(registrations.get("account")).toBeTypeOf("function");
  });

  it("installs once and keeps what was registered", () => {
    const target: Record<string, unknown> = { [REGISTRATION_GLOBAL]: [{ name: "ride-home", create: () => 1 }] };
    const first = installRegistrations(target);
    expect(installRegistrations(target)).toBe(first);
    expect(first.get("ride-home")).toBeTypeOf("function");
  });

  it("ignores malformed entries, so their app fails as not registered", () => {
    const target = { [REGISTRATION_GLOBAL]: [null, "rac-search", { name: "rac-search" }, { name: 3, create: () => 1 }, { create: () => 1 }] };
    expect(installRegistrations(target).get("rac-search")).toBeUndefined();
  });

  it("lets the latest registration of a name win", () => {
    const target = { [REGISTRATION_GLOBAL]: [{ name: "account", create: () => "v1" }, { name: "account", create: () => "v2" }] };
    expect(installRegistrations(target).get("account")?.(document.createElement("div"), {})).toBe("v2");
  });
});
