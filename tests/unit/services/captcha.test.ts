import { captchaToken, siteKeyFrom, type CaptchaLoader } from "../../../src/services/captcha";

describe("the captcha interface", () => {
  it("hands out the local token when no provider is configured", async () => {
    await expect(captchaToken("signup", {})).resolves.toBe("local-pass");
    await expect(captchaToken("signup", { siteKey: "abcdefghijk" })).resolves.toBe("local-pass");
  });

  it("loads a configured provider once and asks it for a token per submission", async () => {
    const token = vi.fn((action: string) => Promise.resolve(`real-${action}`));
    const load: CaptchaLoader = vi.fn(() => Promise.resolve({ token }));
    await expect(captchaToken("signup", { siteKey: "abcdefghijk", load })).resolves.toBe("real-signup");
    await expect(captchaToken("contact", { siteKey: "abcdefghijk", load })).resolves.toBe("real-contact");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("rejects when the provider fails to load, and tries again next time", async () => {
    const load = vi
      .fn<CaptchaLoader>()
      .mockRejectedValueOnce(new Error("blocked"))
      .mockResolvedValue({ token: () => Promise.resolve("t") });
    await expect(captchaToken("signup", { siteKey: "abcdefghijk", load })).rejects.toThrow("blocked");
    await expect(captchaToken("signup", { siteKey: "abcdefghijk", load })).resolves.toBe("t");
  });

  it("ignores a malformed site key", () => {
    expect(siteKeyFrom("short")).toBeUndefined();
    expect(siteKeyFrom("a valid key?")).toBeUndefined();
    expect(siteKeyFrom("6Lc_abcdefghij")).toBe("6Lc_abcdefghij");
  });
});
