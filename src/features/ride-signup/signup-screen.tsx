import { lazy, Suspense, useState } from "react";
import { SignUpForm } from "./signup-form";

/** The step after the sign-up, with its resend call: not in the first load; fetched when the form is first used. */
const loadSent = () => import("./confirmation-sent");
const ConfirmationSent = lazy(() => loadSent().then((m) => ({ default: m.ConfirmationSent })));
const preloadSent = (): void => void loadSent().catch(() => undefined);

/** The sign-up page's screen: the form, then the "check your inbox" step for the address it used. */
export function SignUpScreen() {
  const [address, setAddress] = useState<string | undefined>();
  if (address === undefined) return <SignUpForm onSignedUp={setAddress} onFirstUse={preloadSent} />;
  return (
    <Suspense fallback={null}>
      <ConfirmationSent address={address} />
    </Suspense>
  );
}
