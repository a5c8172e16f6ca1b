// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { announceConsent } from "../../../../src/services/consent/state";
import { forgetVisitor, VISITOR_COOKIE, visitorId } from "../../../../src/services/feature-flags/visitor";

const cookieValue = (): string | undefined =>
  document.cookie
    .split("; ")
    .find((pair) => pair.startsWith(`${VISITOR_COOKIE}=`))
    ?.slice(VISITOR_COOKIE.length + 1);

afterEach(() => {
  forgetVisitor();
  delete document.documentElement.dataset.consent;
});

describe("the experiments' visitor id", () => {
  it("does not exist before the visitor answers, and reading it creates nothing", () => {
    expect(visitorId()).toBeUndefined();
    expect(document.cookie).toBe("");
  });

  it("does not exist in the limited version", () => {
    announceConsent("essential");
    expect(visitorId()).toBeUndefined();
    expect(document.cookie).toBe("");
  });

  it("is created once the visitor allows performance cookies: 128 random bits, the same on every later read", () => {
    announceConsent("performance");
    const id = visitorId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(cookieValue()).toBe(id);
    expect(visitorId()).toBe(id);
    forgetVisitor();
    expect(visitorId()).not.toBe(id);
  });

  it("is removed when the visitor withdraws the consent, and a cookie of another shape is replaced", () => {
    announceConsent("performance");
    document.cookie = `${VISITOR_COOKIE}=1; Path=/`;
    expect(visitorId()).toMatch(/^[0-9a-f]{32}$/);
    announceConsent("essential");
    expect(visitorId()).toBeUndefined();
    expect(cookieValue()).toBeUndefined();
  });
});
