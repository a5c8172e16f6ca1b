import { screen, waitFor } from "@testing-library/react";
import { navigate } from "../../components/gatsby-stub";
import { ConfirmScreen } from "../../../../src/features/ride-signup/confirm-screen";
import { pageFor, renderInPage } from "../../layouts/page-fixture";
import { stubFixtureFetch } from "./fixture-fetch";
import { issueToken } from "../../../../dev/captcha-stand-in/token";

const page = pageFor("ride");
const signUpBody = {
  firstName: "A",
  lastName: "B",
  email: "confirm.me@example.com",
  password: "12345678",
  product: "ride",
  locale: "en-US",
  confirmUrl: "http://localhost/ride/sign-up/confirm",
  captchaToken: issueToken("ride_signup"),
};

describe("the confirmation page", () => {
  beforeEach(() => navigate.mockClear());
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, "", "/");
  });

  it("confirms a token the API issued and goes on to the thank-you page with the voucher code", async () => {
    const { api } = stubFixtureFetch();
    await api.handle(new Request("http://f/v2/users", { method: "POST", body: JSON.stringify(signUpBody) }));
    const token = api.state.outbox[0]?.token ?? "";
    window.history.replaceState(null, "", `/ride/sign-up/confirm?token=${token}`);
    renderInPage(<ConfirmScreen />, page);
    expect(screen.getByRole("status")).toHaveTextContent("Confirming your email address…");
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith("/ride/sign-up/thank-you", {
        replace: true,
        state: { voucherCode: expect.stringMatching(/^RIDE15-/) },
      }),
    );
    expect(screen.getByRole("status")).toHaveTextContent("Your email address is confirmed.");
  });

  it("says a token the API did not issue is not valid, and offers the sign-up", async () => {
    stubFixtureFetch();
    window.history.replaceState(null, "", "/ride/sign-up/confirm?token=abcdefghijklmnop");
    renderInPage(<ConfirmScreen />, page);
    const title = await screen.findByRole("heading", { name: "This confirmation link is not valid" });
    await waitFor(() => expect(title.parentElement).toHaveFocus());
    expect(screen.getByRole("link", { name: "Go to sign-up" })).toHaveAttribute("href", "/ride/sign-up");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("does not call the API for a missing or malformed token", async () => {
    const { fetch } = stubFixtureFetch();
    window.history.replaceState(null, "", "/ride/sign-up/confirm?token=%3Cscript%3E");
    renderInPage(<ConfirmScreen />, page);
    expect(await screen.findByRole("heading", { name: "This confirmation link is not valid" })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says what to do when the API fails, and tries again on request", async () => {
    stubFixtureFetch("users.confirm:500");
    window.history.replaceState(null, "", "/ride/sign-up/confirm?token=abcdefghijklmnop");
    renderInPage(<ConfirmScreen />, page);
    // Every state is in the page (only the current one visible), so wait for the visible retry.
    const retry = await screen.findByRole("button", { name: "Try again" });
    expect(
      screen.getByText("We could not confirm your email address because of a problem on our side. Please try again in a few minutes."),
    ).toBeVisible();
    expect(screen.queryByRole("status")).toBeNull();
    stubFixtureFetch();
    retry.click();
    expect(await screen.findByRole("heading", { name: "This confirmation link is not valid" })).toBeInTheDocument();
  });
});
