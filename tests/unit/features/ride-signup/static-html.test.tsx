// @vitest-environment node
import { PassThrough } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { ConfirmScreen } from "../../../../src/features/ride-signup/confirm-screen";
import { SignUpScreen } from "../../../../src/features/ride-signup/signup-screen";
import { ThankYouScreen } from "../../../../src/features/ride-signup/thank-you-screen";
import { pageFor, Providers } from "../../layouts/page-fixture";

/** The server HTML as Gatsby renders it, without a window: streamed, every Suspense boundary complete. */
function html(ui: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = "";
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => (out += chunk.toString()));
    sink.on("end", () => resolve(out));
    const stream = renderToPipeableStream(<Providers page={pageFor("ride")}>{ui}</Providers>, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

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
