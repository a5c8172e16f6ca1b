import { lazy, Suspense, useState } from "react";
import { SignUpForm } from "./signup-form";

/** The step after the sign-up, with its resend call: loaded only once the sign-up succeeded. */
const ConfirmationSent = lazy(() => import("./confirmation-sent").then((m) => ({ default: m.ConfirmationSent })));

/** The sign-up page's screen: the form, then the "check your inbox" step for the address it used. */
export function SignUpScreen() {
  const [address, setAddress] = useState<string | undefined>();
  if (address === undefined) return <SignUpForm onSignedUp={setAddress} />;
  return (
    <Suspense fallback={null}>
      <ConfirmationSent address={address} />
    </Suspense>
  );
}
