import { useEffect, useRef, useState } from "react";
import { FormattedMessage } from "react-intl";
import { failureOf } from "../../components/form/submit-failure";
import { ApiError } from "../../web-api/errors";
import { useApiClient } from "../../page-context/use-api";
import { resendConfirmation } from "../../web-api/users";
import { Muted, Panel, Submit } from "./parts";
import { useSecondsLeft } from "./use-cooldown";

/** Spec: the confirmation e-mail can be sent again 60 s after the last one (the API answers 429 sooner). */
export const RESEND_WAIT_MS = 60_000;

type Status = "idle" | "sending" | "sent" | "tooSoon" | "network" | "server";

/**
 * The step after a successful sign-up (spec §4): says where the confirmation link went and offers to
 * send it again, at most once a minute. The heading takes the focus, so the change is announced.
 */
export function ConfirmationSent({ address }: { address: string }) {
  const client = useApiClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const [nextAt, setNextAt] = useState(() => Date.now() + RESEND_WAIT_MS);
  const [status, setStatus] = useState<Status>("idle");
  const seconds = useSecondsLeft(nextAt);
  const waiting = seconds > 0 || status === "sending";

  useEffect(() => heading.current?.focus(), []);

  const resend = async (): Promise<void> => {
    if (waiting) return;
    setStatus("sending");
    try {
      const answer = await client.call(resendConfirmation, { body: { email: address } });
      const allowed = Date.parse(answer.nextAllowedAt);
      setNextAt(Number.isNaN(allowed) ? Date.now() + RESEND_WAIT_MS : Math.max(allowed, Date.now() + RESEND_WAIT_MS));
      setStatus("sent");
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        setNextAt(Date.now() + RESEND_WAIT_MS);
        setStatus("tooSoon");
      } else setStatus(failureOf(error) === "network" ? "network" : "server");
    }
  };

  return (
    <Panel aria-labelledby="ride-signup-sent">
      <h2 id="ride-signup-sent" ref={heading} tabIndex={-1}>
        <FormattedMessage id="ride.confirm.title" />
      </h2>
      <p>
        <FormattedMessage id="ride.signup.sent.text" values={{ email: <strong>{address}</strong> }} />
      </p>
      <Muted>
        <FormattedMessage id="ride.signup.sent.spam" />
      </Muted>
      <div>
        <Submit
          type="button"
          onClick={() => void resend()}
          aria-disabled={waiting}
          aria-describedby={seconds > 0 ? "ride-signup-wait" : undefined}
        >
          <FormattedMessage id={status === "sending" ? "ride.signup.resend.sending" : "ride.signup.resend"} />
        </Submit>
      </div>
      {/* Not live: a countdown read out every second would drown everything else. */}
      <Muted id="ride-signup-wait">{seconds > 0 && <FormattedMessage id="ride.signup.resend.wait" values={{ seconds }} />}</Muted>
      <div role="status">
        {status === "sent" && (
          <p>
            <FormattedMessage id="ride.signup.resend.sent" values={{ email: address }} />
          </p>
        )}
        {status === "tooSoon" && (
          <p>
            <FormattedMessage id="ride.signup.resend.tooSoon" />
          </p>
        )}
        {(status === "network" || status === "server") && (
          <p>
            <FormattedMessage id={status === "network" ? "ride.signup.resend.network" : "ride.signup.resend.server"} />
          </p>
        )}
      </div>
    </Panel>
  );
}
