import { CaptchaUnavailable, captchaUnavailable, failureOf, formMessageOf } from "../../../src/components/form";
import { ApiError } from "../../../src/web-api/errors";

const refused = (status: number, code?: string) => new ApiError("signUp", "status", `HTTP ${status}`, { status, code });

describe("failureOf, the one reading of a failed submission", () => {
  it("keeps the API's field and dialog codes for the form to show where they belong", () => {
    expect(failureOf(refused(409, "alreadyRegistered"))).toBe("alreadyRegistered");
    expect(failureOf(refused(400, "invalidField"))).toBe("invalidField");
    expect(failureOf(refused(410, "campaignClosed"))).toBe("campaignClosed");
  });

  it("calls the API's captcha refusal and the provider's own failure a captcha failure", () => {
    expect(failureOf(refused(403, "captchaFailed"))).toBe("captcha");
    expect(failureOf(new CaptchaUnavailable("no token"))).toBe("captcha");
    expect(() => captchaUnavailable(new Error("script blocked"))).toThrow(CaptchaUnavailable);
  });

  it("calls no answer, or none in time, a network failure", () => {
    expect(failureOf(new ApiError("signUp", "network", "Failed to fetch"))).toBe("network");
    expect(failureOf(new ApiError("signUp", "timeout", "no answer"))).toBe("network");
  });

  it("calls a code chunk that did not load a network failure, not a captcha failure", () => {
    const chunk = Object.assign(new Error("Loading chunk 12 failed."), { name: "ChunkLoadError" });
    expect(failureOf(chunk)).toBe("network");
  });

  it("calls any other answer, and any other error of the site's own, a server failure", () => {
    expect(failureOf(refused(500))).toBe("server");
    expect(failureOf(new ApiError("signUp", "shape", "email: expected string"))).toBe("server");
    expect(failureOf(new TypeError("x is undefined"))).toBe("server");
    expect(failureOf("not even an error")).toBe("server");
  });
});

describe("formMessageOf", () => {
  it("gives the spec's form messages, with a code the form has no place for as the server's", () => {
    expect(formMessageOf("captcha")).toBe("form.captcha.failed");
    expect(formMessageOf("network")).toBe("form.error.network");
    expect(formMessageOf("server")).toBe("form.error.server");
    expect(formMessageOf("invalidField")).toBe("form.error.server");
  });
});
