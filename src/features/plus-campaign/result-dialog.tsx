import { useId, useRef } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "../../components/button";
import { Dialog, useModal } from "../../components/dialog";

/** How a registration ended. */
export type Outcome = "success" | "alreadyRegistered" | "closed" | "captcha" | "error";

/**
 * The registration's result (loaded when needed), spec §8: success, or 'Something went wrong' with the
 * alreadyRegistered text for a second registration, the captcha message for a refused captcha (the
 * form keeps its values for another try), else the general text with the regional plus support
 * mailbox; 'Okay' closes it.
 */
export default function ResultDialog({ outcome, mail, onClose }: { outcome: Outcome; mail: string; onClose: () => void }) {
  const title = useId();
  const ok = useRef<HTMLButtonElement>(null);
  const dialog = useModal(ok);
  const success = outcome === "success";
  return (
    <Dialog ref={dialog} titleId={title} onClose={onClose} role={success ? "dialog" : "alertdialog"}>
      <h2 id={title}>
        <FormattedMessage id={success ? "campaign.success.title" : "campaign.error.title"} />
      </h2>
      <p>
        {success && <FormattedMessage id="campaign.success.text" />}
        {outcome === "alreadyRegistered" && <FormattedMessage id="campaign.alreadyRegistered" />}
        {outcome === "captcha" && <FormattedMessage id="form.captcha.failed" />}
        {(outcome === "error" || outcome === "closed") && (
          <FormattedMessage id="campaign.error.text" values={{ mail: <a href={`mailto:${mail}`}>{mail}</a> }} />
        )}
      </p>
      <Button ref={ok} onClick={() => dialog.current?.close()}>
        <FormattedMessage id="campaign.dialog.ok" />
      </Button>
    </Dialog>
  );
}
