// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { appConsent } from "../../../src/runtime-apps/app-consent";
import { announceConsent, currentConsent, onConsentChange } from "../../../src/services/consent/state";

describe("the answer in force on a page", () => {
  afterEach(() => document.documentElement.removeAttribute("data-consent"));

  it("reads only the two known answers from <html data-consent>", () => {
    expect(currentConsent()).toBeUndefined();
    document.documentElement.dataset.consent = "everything";
    expect(currentConsent()).toBeUndefined();
    document.documentElement.dataset.consent = "essential";
    expect(currentConsent()).toBe("essential");
  });

  it("tells its listeners of a new answer until they unsubscribe", () => {
    const listener = vi.fn();
    const stop = onConsentChange(listener);
    announceConsent("performance");
    stop();
    announceConsent("essential");
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe("the consent prop of runtime apps", () => {
  afterEach(() => document.documentElement.removeAttribute("data-consent"));

  it("reads the answer now and hears each change once, until unsubscribed", () => {
    expect(appConsent.current()).toBeUndefined();
    const heard: unknown[] = [];
    const stop = appConsent.subscribe((consent) => heard.push(consent));
    announceConsent("performance");
    announceConsent("performance");
    announceConsent("essential");
    stop();
    announceConsent("performance");
    expect(heard).toEqual(["performance", "essential"]);
    expect(appConsent.current()).toBe("performance");
    expect(Object.isFrozen(appConsent)).toBe(true);
  });

  it("keeps one app's throwing listener from harming another's", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const other = vi.fn();
    const stops = [
      appConsent.subscribe(() => {
        throw new Error("app bug");
      }),
      appConsent.subscribe(other),
    ];
    announceConsent("essential");
    stops.forEach((stop) => stop());
    expect(other).toHaveBeenCalledWith("essential");
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
