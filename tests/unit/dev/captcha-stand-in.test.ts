import type { AddressInfo } from "node:net";
import { captchaStandInHandler, refuses, STAND_IN_TOKEN_PATH } from "../../../dev/captcha-stand-in/handler";
import { actionOfToken, issueToken } from "../../../dev/captcha-stand-in/token";
import { createSiteServer } from "../../../dev/site-server";
import { LOCAL_SITE_KEY } from "../../../src/services/captcha/site-key";

describe("the captcha stand-in's tokens", () => {
  it("name the action they were issued for, and differ every time", () => {
    const first = issueToken("ride_signup");
    expect(actionOfToken(first)).toBe("ride_signup");
    expect(issueToken("ride_signup")).not.toBe(first);
    expect(actionOfToken(issueToken("help_contact"))).toBe("help_contact");
  });

  it("are refused when changed in any part, or not signed by the stand-in at all", () => {
    const [version, action, nonce, signature = ""] = issueToken("ride_signup").split(".");
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    for (const forged of [
      `${version}.help_contact.${nonce}.${signature}`,
      `${version}.${action}.${nonce}x.${signature}`,
      `${version}.${action}.${nonce}.${flipped}`,
      `s1.${action}.${nonce}.${signature}`,
      `${version}.${action}.${nonce}`,
      "local-pass",
      "",
    ]) {
      expect(actionOfToken(forged), forged).toBeUndefined();
    }
  });

  it("are issued only for actions the widget API allows", () => {
    expect(() => issueToken("not an action")).toThrow("not a captcha action");
  });
});

describe("the captcha stand-in's challenge service", () => {
  const server = createSiteServer({ publicDir: "/nonexistent", distDir: "/nonexistent", handlers: [captchaStandInHandler()] });
  let base = "";
  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const challenge = async (body: unknown, cookie?: string) => {
    const response = await fetch(`${base}${STAND_IN_TOKEN_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { token?: string; error?: string } };
  };

  it("answers the local site key's challenge with a token for its action, never cached", async () => {
    const response = await fetch(`${base}${STAND_IN_TOKEN_PATH}`, {
      method: "POST",
      body: JSON.stringify({ sitekey: LOCAL_SITE_KEY, action: "campaign_register" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { token } = (await response.json()) as { token: string };
    expect(actionOfToken(token)).toBe("campaign_register");
  });

  it("refuses every challenge of a browser with the refuse cookie, and another site key", async () => {
    const body = { sitekey: LOCAL_SITE_KEY, action: "ride_signup" };
    expect(await challenge(body, "a=1; captcha-stand-in=refuse")).toEqual({ status: 403, body: { error: "refused" } });
    expect((await challenge(body, "captcha-stand-in=pass")).status).toBe(200);
    expect(await challenge({ ...body, sitekey: "0x4AAAAAAA_real_key" })).toEqual({ status: 403, body: { error: "invalid-sitekey" } });
  });

  it("refuses a malformed challenge, a big one, and other methods", async () => {
    expect((await challenge({ sitekey: LOCAL_SITE_KEY, action: "no spaces" })).status).toBe(400);
    expect((await challenge("{not json")).status).toBe(400);
    expect((await challenge({ sitekey: LOCAL_SITE_KEY, action: "ride_signup", pad: "x".repeat(2000) })).status).toBe(400);
    const get = await fetch(`${base}${STAND_IN_TOKEN_PATH}`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("reads the refuse cookie by its exact name and value", () => {
    expect(refuses("captcha-stand-in=refuse")).toBe(true);
    expect(refuses("x=1; captcha-stand-in=refuse; y=2")).toBe(true);
    expect(refuses("my-captcha-stand-in=refuse")).toBe(false);
    expect(refuses("captcha-stand-in=refused")).toBe(false);
  });
});
