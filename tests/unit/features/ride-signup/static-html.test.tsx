// @vitest-environment node
import type { ReactNode } from "react";
import { ConfirmScreen } from "../../../../src/features/ride-signup/confirm-screen";
import { SignUpScreen } from "../../../../src/features/ride-signup/signup-screen";
import { ThankYouScreen } from "../../../../src/features/ride-signup/thank-you-screen";
import { pageFor, Providers } from "../../layouts/page-fixture";
import { renderToHtml } from "../../server-html";

/** The server HTML of a ride page's screen, without a window. */
const html = (ui: ReactNode): Promise<string> => renderToHtml(<Providers page={pageFor("ride")}>{ui}</Providers>);

describe("the sign-up screens in the static HTML", () => {
  it("render the form, the confirmation's checking state and the voucher without a code", async () => {
    expect(typeof window).toBe("undefined");
    expect(await html(<SignUpScreen />)).toMatch(/<input[^>]+type="password"[^>]+autoComplete="new-password"/i);
    expect(await html(<ConfirmScreen />)).toContain("Confirming your email address…");
    const thankYou = await html(<ThankYouScreen historyState={{ voucherCode: "RIDE15-ABC123" }} />);
    expect(thankYou).toContain("Your voucher code appears here");
    expect(thankYou).not.toContain("RIDE15-ABC123");
  });
});
