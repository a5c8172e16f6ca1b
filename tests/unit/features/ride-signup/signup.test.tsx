import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { SignUpScreen } from "../../../../src/features/ride-signup/signup-screen";
import { pageFor, renderInPage } from "../../layouts/page-fixture";
import { stubFixtureFetch } from "./fixture-fetch";

// The provider's script cannot run here: the adapter's loader hands out the stand-in's tokens, which the fixture API checks.
vi.mock("../../../../src/services/captcha/widget", async () => (await import("../../services/stand-in-captcha")).standInWidgetModule);

const page = pageFor("ride");
const field = (name: RegExp | string) => screen.getByLabelText(name, { selector: "input" });
const type = (name: RegExp | string, value: string) => fireEvent.change(field(name), { target: { value } });
const fillIn = (email = "new.rider@example.com") => {
  type("First name", "Ada");
  type("Last name", "Lovelace");
  type("Email address", email);
  type("Password", "analytical1");
};
const submit = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Sign up" })));

describe("the ride sign-up form", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("has the fields of spec §3 with the browser's autocomplete names", () => {
    renderInPage(<SignUpScreen />, page);
    expect(field("First name")).toHaveAttribute("autocomplete", "given-name");
    expect(field("Last name")).toHaveAttribute("autocomplete", "family-name");
    expect(field("Email address")).toHaveAttribute("autocomplete", "email");
    expect(field("Password")).toHaveAttribute("autocomplete", "new-password");
    expect(field("Password")).toHaveAttribute("type", "password");
  });

  it("shows the §5 messages on submit, each tied to its field, and focuses the first", async () => {
    const { fetch } = stubFixtureFetch();
    renderInPage(<SignUpScreen />, page);
    type("Last name", "x".repeat(51));
    type("Email address", "ada@example");
    type("Password", "short");
    await submit();
    expect(fetch).not.toHaveBeenCalled();
    expect(field("First name")).toHaveFocus();
    expect(field("First name")).toHaveAccessibleDescription("Required field cannot be left empty.");
    expect(field("Last name")).toHaveAccessibleDescription("Last name can be at most 50 characters long.");
    expect(field("Email address")).toHaveAccessibleDescription("Invalid email");
    expect(field("Password")).toHaveAccessibleDescription(
      "8 to 50 characters, no spaces at the start or end Password must be at least 8 characters long.",
    );
    type("First name", "y".repeat(51));
    expect(field("First name")).toHaveAccessibleDescription("First name can be at most 50 characters long.");
    type("Password", "p".repeat(51));
    expect(screen.getByText("Password can be at most 50 characters long.")).toBeInTheDocument();
    type("Password", " padded-secret");
    expect(screen.getByText("Password must not start or end with a space.")).toBeInTheDocument();
  });

  it("signs up through the API and then says where the confirmation link went, with resend waiting a minute", async () => {
    const { api, fetch } = stubFixtureFetch();
    renderInPage(<SignUpScreen />, page);
    fillIn();
    await submit();
    const heading = await screen.findByRole("heading", { name: "Please confirm your email address" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText("new.rider@example.com")).toBeInTheDocument();
    expect(api.state.outbox).toEqual([
      expect.objectContaining({
        to: "new.rider@example.com",
        link: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/ride\/sign-up\/confirm\?token=/),
      }),
    ]);
    const sent = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as Record<string, string>;
    expect(sent).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      product: "ride",
      locale: "en-US",
      captchaToken: expect.stringMatching(/^s0\.ride_signup\./),
    });
    const resend = screen.getByRole("button", { name: "Send the email again" });
    expect(resend).toHaveAttribute("aria-disabled", "true");
    expect(resend).toHaveAccessibleDescription(/You can send the email again in (60|59) seconds\./);
    await act(async () => fireEvent.click(resend));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("sends the e-mail again once the minute has passed, and says so", async () => {
    const { api } = stubFixtureFetch();
    renderInPage(<SignUpScreen />, page);
    fillIn("again@example.com");
    await submit();
    const resend = await screen.findByRole("button", { name: "Send the email again" });
    const start = Date.now();
    const clock = vi.spyOn(Date, "now").mockImplementation(() => start + 61_000);
    // The fixture keeps its own clock: a minute after the first mail for it too.
    const user = [...api.state.users.values()].find((u) => u.email === "again@example.com");
    if (user) user.lastMailAt -= 61_000;
    await waitFor(() => expect(resend).toHaveAttribute("aria-disabled", "false"), { timeout: 2000 });
    await act(async () => fireEvent.click(resend));
    expect(await screen.findByRole("status")).toHaveTextContent("We have sent the email again to again@example.com.");
    expect(api.state.outbox.filter((m) => m.to === "again@example.com")).toHaveLength(2);
    clock.mockRestore();
  });

  it("shows 'already registered' on the e-mail field with a way to sign in, keeping what was typed", async () => {
    stubFixtureFetch();
    renderInPage(<SignUpScreen />, page);
    fillIn("registered@example.com");
    await submit();
    await waitFor(() => expect(field("Email address")).toHaveFocus());
    expect(field("Email address")).toHaveAccessibleDescription(
      "An account already exists for this email address. Please sign in, or complete your profile in the app.",
    );
    expect(screen.getByRole("link", { name: "Sign in with your existing account" })).toHaveAttribute("href", "/account/#/account");
    expect(field("First name")).toHaveValue("Ada");
    expect(field("Password")).toHaveValue("analytical1");
  });

  it.each([
    ["users.signUp:500", "Something went wrong on our side. Please try again in a few minutes. What you entered is still here."],
    [
      "users.signUp:network",
      "We could not send your request. Check your internet connection and try again. What you entered is still here.",
    ],
    ["users.signUp:captcha", "We could not confirm that this request comes from a person. Please try again."],
  ])("says what to do after %s, keeps every value and stores none", async (fault, message) => {
    stubFixtureFetch(fault);
    const stored = vi.spyOn(Storage.prototype, "setItem");
    renderInPage(<SignUpScreen />, page);
    fillIn();
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(field("Email address")).toHaveValue("new.rider@example.com");
    expect(field("Password")).toHaveValue("analytical1");
    expect(stored.mock.calls.flat().join(" ")).not.toContain("analytical1");
    stored.mockRestore();
  });
});
