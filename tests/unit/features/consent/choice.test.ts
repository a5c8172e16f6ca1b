// @vitest-environment jsdom
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { consentCookieAttributes, removeAnalyticsCookies, saveChoice } from "../../../../src/features/consent/choice";
import { CONSENT_COOKIE, currentConsent, POLICY_VERSION } from "../../../../src/services/consent/state";

function clearCookies(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
}

describe("the consent cookie", () => {
  beforeEach(() => {
    clearCookies();
    window.dataLayer = [];
    window.gtag = (...args: unknown[]) => void window.dataLayer?.push(args);
    document.documentElement.removeAttribute("data-consent");
  });
  afterEach(() => vi.restoreAllMocks());

  it("is one host-only cookie for the whole site, SameSite=Lax, 12 months, Secure on https only", () => {
    expect(consentCookieAttributes("https:")).toEqual({ expires: 365, path: "/", sameSite: "Lax", secure: true });
    expect(consentCookieAttributes("http:")).toEqual({ expires: 365, path: "/", sameSite: "Lax", secure: false });
    expect(consentCookieAttributes("https:")).not.toHaveProperty("domain");
  });

  it("keeps the answer with the policy version, and puts it in force on the page", () => {
    const set = vi.spyOn(Cookies, "set");
    saveChoice("performance");
    expect(set).toHaveBeenCalledTimes(1);
    expect(set).toHaveBeenCalledWith(CONSENT_COOKIE, `${POLICY_VERSION}.performance`, consentCookieAttributes("http:"));
    expect(Cookies.get(CONSENT_COOKIE)).toBe(`${POLICY_VERSION}.performance`);
    expect(currentConsent()).toBe("performance");
    expect(window.dataLayer).toContainEqual(["consent", "update", { analytics_storage: "granted" }]);
  });

  it("on withdrawal denies analytics storage and removes the analytics cookies, keeping the others", () => {
    saveChoice("performance");
    document.cookie = "_mt_id=MT-DEDE01.1; path=/";
    document.cookie = "_ga=GA1.1; path=/";
    document.cookie = "movanta_debug=on; path=/";
    saveChoice("essential");
    expect(Object.keys(Cookies.get()).sort()).toEqual([CONSENT_COOKIE, "movanta_debug"]);
    expect(Cookies.get(CONSENT_COOKIE)).toBe(`${POLICY_VERSION}.essential`);
    expect(window.dataLayer?.at(-1)).toEqual(["consent", "update", { analytics_storage: "denied" }]);
    expect(currentConsent()).toBe("essential");
  });

  it("removes analytics cookies set on every parent domain of the host as well", () => {
    const remove = vi.spyOn(Cookies, "remove");
    document.cookie = "_gid=1; path=/";
    removeAnalyticsCookies("www.movanta.de");
    expect(remove.mock.calls).toEqual([
      ["_gid", { path: "/" }],
      ["_gid", { path: "/", domain: "www.movanta.de" }],
      ["_gid", { path: "/", domain: "movanta.de" }],
    ]);
  });
});
