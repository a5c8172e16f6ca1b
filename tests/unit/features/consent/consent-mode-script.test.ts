// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CONSENT_HEAD_DIR } from "../../../../src/features/consent/build/head-code";
import { CONSENT_COOKIE, POLICY_VERSION } from "../../../../src/services/consent/state";

const source = readFileSync(join(__dirname, "..", "..", "..", "..", CONSENT_HEAD_DIR, "consent-mode.js"), "utf8");

type Run = { layer: unknown[][]; consent: string | null; gpc: boolean };

/** Runs the head's consent-mode.js as the head script with the given cookie header, script data and Global Privacy Control. */
function runScript(
  cookie: string,
  data: Record<string, string> = { cookie: CONSENT_COOKIE, version: String(POLICY_VERSION) },
  globalPrivacyControl?: boolean,
): Run {
  const html = document.createElement("html");
  const fakeDocument = { currentScript: { dataset: data }, cookie, documentElement: html };
  const fakeWindow: { dataLayer?: unknown[]; navigator: { globalPrivacyControl?: boolean } } = { navigator: { globalPrivacyControl } };
  // The file is one function applied to (document, window); here it is applied to stand-ins.
  const body = source.replace(/\}\)\(document, window\);\s*$/, "})(d, w);");
  new Function("d", "w", body)(fakeDocument, fakeWindow);
  return {
    layer: (fakeWindow.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)),
    consent: html.getAttribute("data-consent"),
    gpc: html.hasAttribute("data-gpc"),
  };
}

const denied = { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" };

describe("the Consent Mode script in every page's head", () => {
  afterEach(() => document.documentElement.removeAttribute("data-consent"));

  it("sets every storage purpose to denied before anything else, with no answer stored", () => {
    const run = runScript("");
    expect(run.layer).toEqual([["consent", "default", denied]]);
    expect(run.consent).toBeNull();
  });

  it("applies a stored 'I agree' of the current policy version: analytics granted, ads still denied", () => {
    const run = runScript(`other=1; ${CONSENT_COOKIE}=${POLICY_VERSION}.performance; x=y`);
    expect(run.layer).toEqual([
      ["consent", "default", denied],
      ["consent", "update", { analytics_storage: "granted" }],
    ]);
    expect(run.consent).toBe("performance");
  });

  it("marks a stored limited version without granting anything", () => {
    const run = runScript(`${CONSENT_COOKIE}=${POLICY_VERSION}.essential`);
    expect(run.layer).toEqual([["consent", "default", denied]]);
    expect(run.consent).toBe("essential");
  });

  it("asks again when the answer was given to another policy version", () => {
    const run = runScript(`${CONSENT_COOKIE}=${POLICY_VERSION + 1}.performance`, {
      cookie: CONSENT_COOKIE,
      version: String(POLICY_VERSION + 2),
    });
    expect(run.consent).toBeNull();
    expect(run.layer).toHaveLength(1);
  });

  it("marks a browser that sends Global Privacy Control, and grants nothing: no answer, every purpose denied", () => {
    const run = runScript("", undefined, true);
    expect(run).toEqual({ layer: [["consent", "default", denied]], consent: null, gpc: true });
    expect(runScript("").gpc).toBe(false);
    expect(runScript("", undefined, false).gpc).toBe(false);
  });

  it("lets a stored 'I agree' win over the signal, which stays marked", () => {
    const run = runScript(`${CONSENT_COOKIE}=${POLICY_VERSION}.performance`, undefined, true);
    expect(run.consent).toBe("performance");
    expect(run.layer).toContainEqual(["consent", "update", { analytics_storage: "granted" }]);
    expect(run.gpc).toBe(true);
  });

  it("ignores unknown values and cookies whose name only ends like the consent cookie", () => {
    expect(runScript(`${CONSENT_COOKIE}=${POLICY_VERSION}.everything`).consent).toBeNull();
    expect(runScript(`x${CONSENT_COOKIE}=${POLICY_VERSION}.performance`).consent).toBeNull();
    expect(runScript(`${CONSENT_COOKIE}=${POLICY_VERSION}.performancex`).consent).toBeNull();
  });
});
