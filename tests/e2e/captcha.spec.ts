import type { Page, Request } from "@playwright/test";
import { CAPTCHA_SCRIPT_URL, proxied } from "../../src/config/third-party";
import { answerConsent, expect, hydrated, networkBarrier, test } from "./fixtures";

const CAPTCHA_FAILED = "We could not confirm that this request comes from a person. Please try again.";

/** One form that sends to the web API, and how a visitor uses it. */
type Form = {
  name: string;
  path: string;
  action: string;
  /** The form's request to the web API. */
  endpoint: RegExp;
  fill(page: Page, email: string): Promise<void>;
  submit(page: Page): Promise<void>;
  expectSent(page: Page): Promise<void>;
  expectCaptchaMessage(page: Page): Promise<void>;
  /** A value the visitor typed, as the form still shows it. */
  typed(page: Page): Promise<string>;
};

const contact = (page: Page) => page.getByRole("form", { name: "Contact us" });
const signUp = (page: Page) => page.getByRole("form", { name: "Create your account" });
const campaign = (page: Page) => page.getByRole("form", { name: "Campaign registration" });

const forms: Form[] = [
  {
    name: "the help contact form",
    path: "/help#/help-and-contact",
    action: "help_contact",
    endpoint: /\/api\/v1\/knowledge-article\/contact$/,
    fill: async (page) => {
      await contact(page).getByLabel("Topic").selectOption({ label: "Booking and changes" });
      await contact(page).getByLabel("Name").fill("Ada Muster");
      await contact(page)
        .getByLabel(/^Phone number/)
        .fill("+1 555 123 4567");
      await contact(page).getByLabel("Message").fill("I need to move my pick-up to another branch.");
    },
    submit: (page) => contact(page).getByRole("button", { name: "Send" }).click(),
    expectSent: (page) => expect(page.getByRole("heading", { name: "Message sent" })).toBeFocused(),
    expectCaptchaMessage: (page) => expect(contact(page).getByRole("alert")).toHaveText(CAPTCHA_FAILED),
    typed: (page) => contact(page).getByLabel("Message").inputValue(),
  },
  {
    name: "the ride sign-up",
    path: "/ride/sign-up",
    action: "ride_signup",
    endpoint: /\/api\/v2\/users$/,
    fill: async (page, email) => {
      await signUp(page).getByLabel("First name", { exact: true }).fill("Ada");
      await signUp(page).getByLabel("Last name", { exact: true }).fill("Lovelace");
      await signUp(page).getByLabel("Email address", { exact: true }).fill(email);
      await signUp(page).getByLabel("Password", { exact: true }).fill("analytical1");
    },
    submit: (page) => signUp(page).getByRole("button", { name: "Sign up" }).click(),
    expectSent: (page) => expect(page.getByRole("heading", { name: "Please confirm your email address" })).toBeVisible(),
    expectCaptchaMessage: (page) => expect(signUp(page).getByRole("alert")).toHaveText(CAPTCHA_FAILED),
    typed: (page) => signUp(page).getByLabel("Password", { exact: true }).inputValue(),
  },
  {
    name: "the campaign registration",
    path: "/plus/campaign",
    action: "campaign_register",
    endpoint: /\/api\/v2\/apps\/campaign\/[^/]+\/registrations$/,
    fill: async (page, email) => {
      await campaign(page).getByLabel("First name").fill("Ada");
      await campaign(page).getByLabel("Last name").fill("Muster");
      await campaign(page).getByLabel("Email address").fill(email);
      await campaign(page).getByRole("checkbox", { name: "I accept the conditions of this campaign." }).check();
    },
    submit: (page) => campaign(page).getByRole("button", { name: "Register" }).click(),
    expectSent: (page) => expect(page.getByRole("dialog", { name: "Registration successful" })).toBeVisible(),
    expectCaptchaMessage: async (page) => {
      const dialog = page.getByRole("alertdialog", { name: "Something went wrong" });
      await expect(dialog).toContainText(CAPTCHA_FAILED);
      await dialog.getByRole("button", { name: "Okay" }).click();
      await expect(dialog).toBeHidden();
    },
    typed: (page) => campaign(page).getByLabel("Email address").inputValue(),
  },
];

const freshEmail = (label: string): string => `captcha-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const isScript = (request: Request): boolean =>
  new URL(request.url()).pathname + new URL(request.url()).search === proxied(CAPTCHA_SCRIPT_URL);

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, `${baseURL}/`);
});

for (const form of forms) {
  test.describe(form.name, () => {
    test(`loads the captcha on first use and sends the stand-in's token for ${form.action} with the submission`, async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => void (isScript(request) && scripts.push(request.url())));
      await page.goto(form.path);
      await hydrated(page);
      await networkBarrier(page);
      expect(scripts, "the captcha's script before the form is used").toEqual([]);

      const email = freshEmail(form.action);
      const loaded = page.waitForRequest(isScript);
      await form.fill(page, email);
      await loaded;
      const posted = page.waitForRequest((request) => request.method() === "POST" && form.endpoint.test(request.url()));
      await form.submit(page);
      const body = JSON.parse((await posted).postData() ?? "{}") as { captchaToken?: string };
      expect(body.captchaToken).toMatch(new RegExp(`^s0\\.${form.action}\\.[\\w-]+\\.[\\w-]+$`));
      await form.expectSent(page);
      expect(scripts, "one script for the page").toHaveLength(1);
      // The stand-in, like the provider's invisible widget, showed nothing.
      await expect(page.locator("[data-captcha]")).toBeHidden();
    });

    test("says the captcha failed when the stand-in refuses, sends nothing and keeps what was typed, then succeeds", async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: "captcha-stand-in", value: "refuse", url: baseURL ?? "" }]);
      const sent: string[] = [];
      page.on("request", (request) => void (request.method() === "POST" && form.endpoint.test(request.url()) && sent.push(request.url())));
      await page.goto(form.path);
      await hydrated(page);
      await form.fill(page, freshEmail(`${form.action}-refused`));
      const typed = await form.typed(page);
      await form.submit(page);
      await form.expectCaptchaMessage(page);
      await networkBarrier(page);
      expect(sent, "requests to the web API").toEqual([]);
      expect(await form.typed(page)).toBe(typed);

      // The stand-in agrees again: the same values go through with a fresh challenge.
      await context.clearCookies({ name: "captcha-stand-in" });
      await form.submit(page);
      await form.expectSent(page);
      expect(sent).toHaveLength(1);
    });
  });
}
