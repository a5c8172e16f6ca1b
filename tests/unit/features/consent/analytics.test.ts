// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** The analytics module fresh for each test (it remembers loaded containers per page load). */
async function freshAnalytics() {
  vi.resetModules();
  const state = await import("../../../../src/services/consent/state");
  const analytics = await import("../../../../src/features/consent/analytics");
  return { ...state, ...analytics };
}

const loaderScripts = () => [...document.head.querySelectorAll("script")].map((script) => script.getAttribute("src"));
const pageViews = () =>
  (window.dataLayer ?? []).filter(
    (entry) => typeof entry === "object" && entry !== null && "event" in entry && entry.event === "page_view",
  );
const container = "/proxy?url=" + encodeURIComponent("https://tags.movanta.example/tag-loader.js?id=MT-DEDE01");

describe("analytics after consent", () => {
  beforeEach(() => {
    window.dataLayer = [];
    document.head.replaceChildren();
  });
  afterEach(() => document.documentElement.removeAttribute("data-consent"));

  it("loads nothing and sends nothing without a 'performance' answer", async () => {
    const { trackPage, announceConsent } = await freshAnalytics();
    trackPage(["MT-DEDE01"], "/");
    announceConsent("essential");
    trackPage(["MT-DEDE01"], "/");
    expect(loaderScripts()).toEqual([]);
    expect(window.dataLayer).toEqual([]);
  });

  it("loads the market's containers once, through the proxy, and sends one page view per page shown", async () => {
    const { trackPage, announceConsent } = await freshAnalytics();
    announceConsent("performance");
    trackPage(["MT-DEDE01"], "/");
    trackPage(["MT-DEDE01"], "/");
    trackPage(["MT-DEDE01"], "/kontakt");
    expect(loaderScripts()).toEqual([container]);
    expect(pageViews()).toHaveLength(2);
  });

  it("stops sending page views once the answer is withdrawn", async () => {
    const { trackPage, announceConsent } = await freshAnalytics();
    announceConsent("performance");
    trackPage(["MT-DEDE01"], "/");
    announceConsent("essential");
    trackPage(["MT-DEDE01"], "/kontakt");
    expect(pageViews()).toHaveLength(1);
  });
});

describe("the consent-management loader", () => {
  beforeEach(() => {
    window.movantaConsentLog = undefined;
    document.head.replaceChildren();
  });

  it("is not loaded and hears nothing of a first answer for the limited version", async () => {
    vi.resetModules();
    const { proxiedConsentManager } = await import("../../../../src/features/consent/consent-manager");
    proxiedConsentManager.record("essential", undefined);
    expect(loaderScripts()).toEqual([]);
    expect(window.movantaConsentLog).toBeUndefined();
  });

  it("queues an agreement and a later withdrawal, and loads through the proxy once", async () => {
    vi.resetModules();
    const { proxiedConsentManager } = await import("../../../../src/features/consent/consent-manager");
    proxiedConsentManager.record("performance", undefined);
    proxiedConsentManager.record("essential", "performance");
    expect(window.movantaConsentLog?.map((record) => record.consent)).toEqual(["performance", "essential"]);
    expect(loaderScripts()).toEqual(["/proxy?url=" + encodeURIComponent("https://consent.movanta.example/consent-loader.js")]);
  });

  it("leaves the page as it is when the loader fails", async () => {
    vi.resetModules();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { proxiedConsentManager } = await import("../../../../src/features/consent/consent-manager");
    proxiedConsentManager.record("performance", undefined);
    document.head.querySelector("script")?.dispatchEvent(new Event("error"));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(document.head.querySelector("script")).toBeNull();
    warn.mockRestore();
  });
});
