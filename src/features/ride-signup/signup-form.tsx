import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import {
  email,
  failureOf,
  formMessageOf,
  maxLength,
  minLength,
  noEdgeSpaces,
  PasswordField,
  required,
  TextField,
  useForm,
  type Rule,
  type SubmitFailure,
} from "../../components/form";
import { FormAlert } from "../../components/form-alert";
import { useSitePage } from "../../page-context/site-page";
import { Fields, Muted, Submit } from "./parts";
import { ridePaths } from "./paths";

const FORM_ID = "ride-signup";
type Name = "firstName" | "lastName" | "email" | "password";

/** Spec §5: names at most 50, a valid e-mail, a password of 8 to 50 characters without edge spaces. */
export const signUpRules: Readonly<Record<Name, readonly Rule[]>> = {
  firstName: [required, maxLength(50, "validation.firstName.tooLong")],
  lastName: [required, maxLength(50, "validation.lastName.tooLong")],
  email: [required, email],
  password: [
    required,
    noEdgeSpaces("validation.password.spaces"),
    minLength(8, "validation.password.tooShort"),
    maxLength(50, "validation.password.tooLong"),
  ],
};
const empty: Readonly<Record<Name, string>> = { firstName: "", lastName: "", email: "", password: "" };

/**
 * The ride sign-up form (spec §3, §5, §7): checked on blur and submit, sent to `/v2/users` with a
 * captcha token. The password lives only in this component's state, never in any storage; on a failure
 * every value stays as typed.
 */
export function SignUpForm({ onSignedUp, onFirstUse }: { onSignedUp: (address: string) => void; onFirstUse?: () => void }) {
  const { market } = useSitePage();
  const intl = useIntl();
  const form = useForm(FORM_ID, signUpRules, empty);
  const [problem, setProblem] = useState<SubmitFailure | undefined>();
  const paths = ridePaths(market);
  // alreadyRegistered is said on the e-mail field, which takes the focus.
  const message = problem && problem !== "alreadyRegistered" ? formMessageOf(problem) : undefined;

  const submit = async (values: Readonly<Record<Name, string>>): Promise<void> => {
    setProblem(undefined);
    try {
      const send = await loadSend();
      onSignedUp(await send.sendSignUp(market, values, new URL(paths.confirm, window.location.origin).href));
    } catch (error) {
      // The submission's code not loading counts as the network's failure (a ChunkLoadError).
      const found = failureOf(error);
      setProblem(found);
      if (found === "alreadyRegistered") form.setError("email", { id: "ride.signup.alreadyRegistered" });
    }
  };

  return (
    <Fields
      id={FORM_ID}
      noValidate
      onSubmit={form.handleSubmit(submit)}
      onFocus={() => {
        // The code a submission needs and the captcha's script, fetched while the visitor types (webpack keeps one copy).
        void loadSend()
          .then((send) => send.prepareSignUp())
          .catch(() => undefined);
        onFirstUse?.();
      }}
      aria-labelledby={`${FORM_ID}-title`}
      aria-busy={form.submitting}
    >
      <h2 id={`${FORM_ID}-title`}>
        <FormattedMessage id="ride.signup.title" />
      </h2>
      <Muted>
        <FormattedMessage id="ride.signup.allRequired" />
      </Muted>
      <TextField
        formId={FORM_ID}
        label={intl.formatMessage({ id: "ride.signup.firstName" })}
        control={form.control("firstName")}
        error={form.errors.firstName}
        autoComplete="given-name"
      />
      <TextField
        formId={FORM_ID}
        label={intl.formatMessage({ id: "ride.signup.lastName" })}
        control={form.control("lastName")}
        error={form.errors.lastName}
        autoComplete="family-name"
      />
      <TextField
        formId={FORM_ID}
        type="email"
        inputMode="email"
        label={intl.formatMessage({ id: "ride.signup.email" })}
        control={form.control("email")}
        error={form.errors.email}
        autoComplete="email"
      />
      <PasswordField
        formId={FORM_ID}
        label={intl.formatMessage({ id: "ride.signup.password" })}
        hint={intl.formatMessage({ id: "ride.signup.passwordHint" })}
        control={form.control("password")}
        error={form.errors.password}
        autoComplete="new-password"
      />
      {problem === "alreadyRegistered" && (
        // The message itself is on the e-mail field, which takes the focus; this is the way on.
        <p>
          <a href={paths.signIn}>
            <FormattedMessage id="ride.signup.signIn" />
          </a>
        </p>
      )}
      {message && (
        <FormAlert>
          <p>
            <FormattedMessage id={message} />
          </p>
        </FormAlert>
      )}
      <Submit type="submit" aria-disabled={form.submitting}>
        <FormattedMessage id={form.submitting ? "ride.signup.sending" : "ride.signup.submit"} />
      </Submit>
    </Fields>
  );
}

/** The submission's code (API client, schemas, captcha), fetched when the visitor first focuses the form. */
const loadSend = () => import("./send");
