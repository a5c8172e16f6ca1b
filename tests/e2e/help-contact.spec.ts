import type { Page } from "@playwright/test";
import { answerConsent, expect, hostUrl, hydrated, test } from "./fixtures";

const form = (page: Page) => page.getByRole("form", { name: "Contact us" });
const field = (page: Page, name: string | RegExp) => form(page).getByLabel(name);

async function openForm(page: Page): Promise<void> {
  await page.goto("/help#/help-and-contact");
  await hydrated(page);
}

async function fillValid(page: Page): Promise<void> {
  await field(page, "Topic").selectOption({ label: "Booking and changes" });
  await field(page, "Name").fill("Ada Muster");
  await field(page, /^Phone number/).fill("+1 555 123 4567");
  await field(page, "Message").fill("I need to move my pick-up to another branch.");
  await field(page, /^Booking ID/).fill("B-123456");
}

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? "");
});

test.describe("the help contact form", () => {
  test("the contact route's hash lands on the form", async ({ page }) => {
    await openForm(page);
    await expect(form(page)).toBeInViewport();
  });

  test("on submit, shows every required message, tied to its field, and focuses the first field at fault", async ({ page }) => {
    await openForm(page);
    await form(page).getByRole("button", { name: "Send" }).click();
    for (const name of ["Topic", "Name", /^Phone number/, "Message"]) {
      await expect(field(page, name)).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, name)).toHaveAccessibleDescription(/Required field cannot be left empty\./);
    }
    await expect(field(page, /^Rental agreement number/)).toHaveAttribute("aria-invalid", "false");
    await expect(field(page, "Topic")).toBeFocused();
  });

  test("checks a field when the visitor leaves it: an invalid phone number and a name that is too long", async ({ page }) => {
    await openForm(page);
    await field(page, /^Phone number/).fill("call me");
    await field(page, /^Phone number/).blur();
    await expect(field(page, /^Phone number/)).toHaveAccessibleDescription(/Please enter a valid phone number\./);
    await field(page, "Name").fill("x".repeat(101));
    await field(page, "Name").blur();
    await expect(field(page, "Name")).toHaveAccessibleDescription("Please use at most 100 characters.");
    await field(page, "Name").fill("Ada");
    await expect(field(page, "Name")).toHaveAttribute("aria-invalid", "false");
  });

  test("suggests up to three articles while the visitor writes the message", async ({ page }) => {
    await openForm(page);
    await field(page, "Message").fill("How much is the deposit");
    const suggestions = page.getByRole("complementary", { name: "These articles may answer your question" });
    await expect(suggestions.getByRole("link").first()).toBeVisible();
    expect(await suggestions.getByRole("link").count()).toBeLessThanOrEqual(3);
    await expect(suggestions.getByRole("link", { name: /deposit/i }).first()).toBeVisible();
  });

  test("sends the form and says it was sent", async ({ page }) => {
    await openForm(page);
    await fillValid(page);
    const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/v1/knowledge-article/contact"));
    await form(page).getByRole("button", { name: "Send" }).click();
    const body = JSON.parse((await posted).postData() ?? "{}");
    expect(body).toMatchObject({
      "country-code": "US",
      contactFlowId: "help-contact-us",
      topic: "rent-booking",
      name: "Ada Muster",
      phone: "+1 555 123 4567",
      bookingId: "B-123456",
      captchaToken: expect.stringMatching(/^s0\.help_contact\./),
    });
    expect(body).not.toHaveProperty("rentalAgreement");
    await expect(page.getByRole("heading", { name: "Message sent" })).toBeFocused();
    await expect(page.getByText(/^Your reference: /)).toBeVisible();
  });

  test("a failed submission says what to do and keeps everything the visitor typed", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "fixture-fault", value: "help.rent.contact:500", url: baseURL ?? "" }]);
    await openForm(page);
    await fillValid(page);
    await form(page).getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Something went wrong on our side. Please try again in a few minutes. What you entered is still here.",
    );
    await expect(field(page, "Name")).toHaveValue("Ada Muster");
    await expect(field(page, "Message")).toHaveValue("I need to move my pick-up to another branch.");
    await expect(field(page, "Topic")).toHaveValue("rent-booking");
    await expect(field(page, /^Booking ID/)).toHaveValue("B-123456");
  });

  test("a refused captcha and a lost connection have their own messages", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "fixture-fault", value: "help.rent.contact:captcha", url: baseURL ?? "" }]);
    await openForm(page);
    await fillValid(page);
    await form(page).getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("alert")).toHaveText("We could not confirm that this request comes from a person. Please try again.");
    await context.addCookies([{ name: "fixture-fault", value: "help.rent.contact:network", url: baseURL ?? "" }]);
    await form(page).getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("alert")).toHaveText(/We could not send your request\. Check your internet connection/);
    await context.clearCookies({ name: "fixture-fault" });
    await form(page).getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
  });

  test("the ride help centre's form posts to the ride centre", async ({ page }) => {
    await page.goto("/ride/help#/help-and-contact");
    await hydrated(page);
    await field(page, "Topic").selectOption({ index: 1 });
    await field(page, "Name").fill("Ada Muster");
    await field(page, /^Phone number/).fill("+1 555 123 4567");
    await field(page, "Message").fill("My driver was late.");
    const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/v1/ride-help-centre/contact"));
    await form(page).getByRole("button", { name: "Send" }).click();
    await posted;
    await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
  });
});

// Needs the US business host's tree: `MARKETS=us-business npm run build:all`.
test.describe("the help contact form on a business site", () => {
  const business = "business.movanta.com";

  test("sends the business help-and-contact flow id, not the private site's", async ({ page, context, baseURL }) => {
    // A production host calls the production API; the local fixture API stands in for it.
    await page.route(/^https:\/\/api\.movanta\.example\//, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace("https://api.movanta.example", `${baseURL}/api`) });
      await route.fulfill({ response });
    });
    await answerConsent(context, hostUrl(business, "/"));
    await page.goto(hostUrl(business, "/help#/help-and-contact"));
    await hydrated(page);
    await fillValid(page);
    const posted = page.waitForRequest(
      (r) => r.method() === "POST" && r.url() === "https://api.movanta.example/v1/knowledge-article/contact",
    );
    await form(page).getByRole("button", { name: "Send" }).click();
    expect(JSON.parse((await posted).postData() ?? "{}")).toMatchObject({
      "country-code": "US",
      contactFlowId: "help-contact-business-us",
    });
    await expect(page.getByRole("heading", { name: "Message sent" })).toBeFocused();
  });
});
