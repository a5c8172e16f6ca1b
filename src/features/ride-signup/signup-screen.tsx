import { lazy, Suspense, useRef, useState } from "react";
import { SignUpForm } from "./signup-form";

/** The step after the sign-up, with its resend call: not in the first load; fetched when the form is first used. */
const loadSent = () => import("./confirmation-sent");
const ConfirmationSent = lazy(() => loadSent().then((m) => ({ default: m.ConfirmationSent })));
const preloadSent = (): void => void loadSent().catch(() => undefined);

/**
 * The sign-up page's screen: the form, then the "check your inbox" step for the address it used. The
 * step keeps the form's height as its least height: when the API answers more than half a second
 * after the click, a shorter step would pull the page below it up, a layout shift the visitor did
 * not cause.
 */
export function SignUpScreen() {
  const [sent, setSent] = useState<{ address: string; height: number } | undefined>();
  const box = useRef<HTMLDivElement>(null);
  const signedUp = (address: string): void => setSent({ address, height: box.current?.offsetHeight ?? 0 });
  return (
    <div ref={box} style={sent ? { minHeight: `${sent.height}px` } : undefined}>
      {sent === undefined ? (
        <SignUpForm onSignedUp={signedUp} onFirstUse={preloadSent} />
      ) : (
        <Suspense fallback={null}>
          <ConfirmationSent address={sent.address} />
        </Suspense>
      )}
    </div>
  );
}
