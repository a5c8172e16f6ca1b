// @vitest-environment jsdom
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { consentCookieAttributes, removeAnalyticsCookies, saveChoice } from "../../../../src/features/consent/choice";
import { CONSENT_COOKIE, currentConsent, POLICY_VERSION } from "../../../../src/services/consent/state";

function clearCookies(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
}

/** Every cookie string the page writes from now on (document.cookie's setter), still written to the document. */
function writesOfCookies(): string[] {
  const written: string[] = [];
  const setter = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")?.set;
  vi.spyOn(document, "cookie", "set").mockImplementation((value: string) => {
    written.push(value);
    setter?.call(document, value);
  });
  return written;
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
    const written = writesOfCookies();
    saveChoice("performance");
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(new RegExp(`^${CONSENT_COOKIE}=${POLICY_VERSION}\\.performance; expires=[^;]+ GMT; path=/; sameSite=Lax$`));
    const expires = Date.parse(/expires=([^;]+)/.exec(written[0] ?? "")?.[1] ?? "");
    expect(Math.round((expires - Date.now()) / 864e5)).toBe(365);
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
    document.cookie = "_gid=1; path=/";
    const written = writesOfCookies();
    removeAnalyticsCookies("www.movanta.de");
    expect(written.map((w) => w.replace(/expires=[^;]+/, "expires=past"))).toEqual([
      "_gid=; expires=past; path=/",
      "_gid=; expires=past; path=/; domain=www.movanta.de",
      "_gid=; expires=past; path=/; domain=movanta.de",
    ]);
    expect(written.every((w) => Date.parse(/expires=([^;]+)/.exec(w)?.[1] ?? "") < Date.now())).toBe(true);
  });
});
