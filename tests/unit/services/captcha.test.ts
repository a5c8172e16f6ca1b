import { captchaToken, prepareCaptcha, type Captcha, type CaptchaLoader } from "../../../src/services/captcha";
import { checkReleaseSiteKey, LOCAL_SITE_KEY, siteKeyFor, siteKeyFrom } from "../../../src/services/captcha/site-key";

/** A provider whose tokens name their action, counting what it was asked. */
const fakeProvider = () => {
  const token = vi.fn((action: string) => Promise.resolve(`token-${action}`));
  const prepare = vi.fn();
  const captcha: Captcha = { token, prepare };
  return { token, prepare, captcha };
};

describe("the captcha interface", () => {
  it("loads the provider once with the site key and asks it for a token per submission", async () => {
    const { token, captcha } = fakeProvider();
    const load = vi.fn<CaptchaLoader>(() => Promise.resolve(captcha));
    const config = { siteKey: "site-key-123", load };
    await expect(captchaToken("ride_signup", config)).resolves.toBe("token-ride_signup");
    await expect(captchaToken("help_contact", config)).resolves.toBe("token-help_contact");
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith("site-key-123");
    expect(token).toHaveBeenCalledTimes(2);
  });

  it("rejects when the provider fails to load, and tries again on the next submission", async () => {
    const { captcha } = fakeProvider();
    const load = vi.fn<CaptchaLoader>().mockRejectedValueOnce(new Error("blocked")).mockResolvedValue(captcha);
    const config = { siteKey: "site-key-123", load };
    await expect(captchaToken("ride_signup", config)).rejects.toThrow("blocked");
    await expect(captchaToken("ride_signup", config)).resolves.toBe("token-ride_signup");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("rejects when the provider refuses the challenge", async () => {
    const load: CaptchaLoader = () => Promise.resolve({ token: () => Promise.reject(new Error("refused")) });
    await expect(captchaToken("campaign_register", { siteKey: "site-key-123", load })).rejects.toThrow("refused");
  });

  it("starts loading on a form's first use and readies its challenge, without a token yet", async () => {
    const { token, prepare, captcha } = fakeProvider();
    const load = vi.fn<CaptchaLoader>(() => Promise.resolve(captcha));
    prepareCaptcha("help_contact", { siteKey: "site-key-123", load });
    await vi.waitFor(() => expect(prepare).toHaveBeenCalledWith("help_contact"));
    expect(load).toHaveBeenCalledTimes(1);
    expect(token).not.toHaveBeenCalled();
    await expect(captchaToken("help_contact", { siteKey: "site-key-123", load })).resolves.toBe("token-help_contact");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("leaves a failed first load to the submission: focus moving through the form does not load again", async () => {
    const { captcha } = fakeProvider();
    const load = vi.fn<CaptchaLoader>().mockRejectedValueOnce(new Error("blocked")).mockResolvedValue(captcha);
    const config = { siteKey: "site-key-123", load };
    prepareCaptcha("ride_signup", config);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    prepareCaptcha("ride_signup", config);
    prepareCaptcha("ride_signup", config);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(captchaToken("ride_signup", config)).resolves.toBe("token-ride_signup");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("swallows a failed preparation: the submission says what went wrong", async () => {
    const captcha: Captcha = {
      token: () => Promise.resolve("t"),
      prepare: () => {
        throw new Error("render failed");
      },
    };
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    prepareCaptcha("ride_signup", { siteKey: "site-key-123", load: () => Promise.resolve(captcha) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off("unhandledRejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe("the captcha's site key", () => {
  it("is the stand-in's local key on the local server, whatever the build names", () => {
    expect(siteKeyFor("dev", "0x4AAAAAAA_real_key")).toBe(LOCAL_SITE_KEY);
    expect(siteKeyFor("dev", undefined)).toBe(LOCAL_SITE_KEY);
  });

  it("is the build's key on stage and prod, and the local key when a build names none or a malformed one", () => {
    expect(siteKeyFor("prod", "0x4AAAAAAA_real_key")).toBe("0x4AAAAAAA_real_key");
    expect(siteKeyFor("stage", "0x4AAAAAAA_real_key")).toBe("0x4AAAAAAA_real_key");
    expect(siteKeyFor("prod", undefined)).toBe(LOCAL_SITE_KEY);
    expect(siteKeyFor("prod", "a key?")).toBe(LOCAL_SITE_KEY);
  });

  it("ignores a malformed site key", () => {
    expect(siteKeyFrom("short")).toBeUndefined();
    expect(siteKeyFrom("a valid key?")).toBeUndefined();
    expect(siteKeyFrom("6Lc_abcdefghij")).toBe("6Lc_abcdefghij");
  });

  it("must be named by a release build, and only by one", () => {
    expect(() => checkReleaseSiteKey({ RELEASE: "1" })).toThrow(
      /^A release build \(RELEASE=1\) needs the captcha provider's public site key: GATSBY_CAPTCHA_SITE_KEY=…/,
    );
    expect(() => checkReleaseSiteKey({ RELEASE: "true", GATSBY_CAPTCHA_SITE_KEY: "bad key" })).toThrow(/GATSBY_CAPTCHA_SITE_KEY/);
    expect(() => checkReleaseSiteKey({ RELEASE: "1", GATSBY_CAPTCHA_SITE_KEY: "0x4AAAAAAA_real_key" })).not.toThrow();
    expect(() => checkReleaseSiteKey({})).not.toThrow();
  });
});
