import { useState } from "react";
import { ConfirmationSent } from "./confirmation-sent";
import { SignUpForm } from "./signup-form";

/** The sign-up page's screen: the form, then the "check your inbox" step for the address it used. */
export function SignUpScreen() {
  const [address, setAddress] = useState<string | undefined>();
  return address === undefined ? <SignUpForm onSignedUp={setAddress} /> : <ConfirmationSent address={address} />;
}
