import { useId, useRef, useState, type FormEvent } from "react";
import { createRoot, type Root } from "react-dom/client";
import { FormattedMessage, RawIntlProvider, type IntlShape } from "react-intl";
import styled, { ThemeProvider } from "styled-components";
import { Button } from "../../components/button";
import { Dialog, useModal } from "../../components/dialog";
import { theme } from "../../theme/theme";
import { keepFocus } from "../../hooks/keep-focus";
import { saveChoice } from "./choice";
import { privacySignalHonoured } from "./privacy-signal";
import { currentConsent } from "../../services/consent/state";

const Settings = styled(Dialog)`
  fieldset { border: 0; margin: 0 0 var(--space-4); padding: 0; display: grid; gap: var(--space-3); }
  label { display: grid; grid-template-columns: auto 1fr; gap: 0 var(--space-2); font-weight: var(--weight-bold); }
  label span { grid-column: 2; font-weight: var(--weight-regular); font-size: var(--text-sm); line-height: var(--leading-sm); color: var(--color-muted); }
  input { width: 1.25rem; height: 1.25rem; margin: 0; }
  /* Under the performance switch, aligned with its text. */
  .signal { margin: 0; padding-inline-start: var(--space-6); font-size: var(--text-sm); line-height: var(--leading-sm); }
  .actions { display: flex; flex-wrap: wrap; gap: var(--space-2); }
`;

/**
 * The privacy settings (loaded on demand): essential cookies always on, performance cookies on or
 * off. Saving replaces the answer; switching performance off withdraws it and removes analytics cookies.
 * Beside the performance switch, a browser's honoured Global Privacy Control says why it is off.
 */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  // The first thing to decide gets the focus, rather than the browser's pick of the first control.
  const firstChoice = useRef<HTMLInputElement>(null);
  const dialog = useModal(firstChoice);
  const [performance, setPerformance] = useState(currentConsent() === "performance");
  // Read once as the dialog opens (it renders in the browser only): the signal and the answer it opened with.
  const [signalHonoured] = useState(privacySignalHonoured);
  const title = useId();
  const signalNote = useId();

  const save = (event: FormEvent) => {
    event.preventDefault();
    saveChoice(performance ? "performance" : "essential");
    dialog.current?.close();
  };

  return (
    <Settings ref={dialog} titleId={title} onClose={onClose}>
      <form onSubmit={save}>
        <h2 id={title}>
          <FormattedMessage id="consent.settings.title" />
        </h2>
        <p>
          <FormattedMessage id="consent.settings.intro" />
        </p>
        <fieldset>
          <label>
            <input type="checkbox" checked disabled />
            <FormattedMessage id="consent.essential.title" />
            <span>
              <FormattedMessage id="consent.essential.text" />
            </span>
          </label>
          <label>
            <input
              ref={firstChoice}
              type="checkbox"
              checked={performance}
              onChange={(event) => setPerformance(event.target.checked)}
              aria-describedby={signalHonoured ? signalNote : undefined}
            />
            <FormattedMessage id="consent.performance.title" />
            <span>
              <FormattedMessage id="consent.performance.text" />
            </span>
          </label>
          {signalHonoured && (
            <p id={signalNote} className="signal">
              <FormattedMessage id="consent.gpc.note" />
            </p>
          )}
        </fieldset>
        <div className="actions">
          <Button type="submit">
            <FormattedMessage id="consent.settings.save" />
          </Button>
          <Button $variant="secondary" onClick={() => dialog.current?.close()}>
            <FormattedMessage id="consent.settings.cancel" />
          </Button>
        </div>
      </form>
    </Settings>
  );
}

let open: Root | undefined;

/**
 * Opens the settings in a root of their own at the end of the body, so the page's bundle carries
 * none of this; closing removes it. One at a time.
 */
export function showSettings(intl: IntlShape): void {
  if (open) return;
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  open = root;
  const close = () => {
    open = undefined;
    // After the close event, not inside it: React does not unmount a root from its own handler.
    setTimeout(() => {
      root.unmount();
      host.remove();
      keepFocus();
    });
  };
  root.render(
    <RawIntlProvider value={intl}>
      <ThemeProvider theme={theme}>
        <SettingsDialog onClose={close} />
      </ThemeProvider>
    </RawIntlProvider>,
  );
}
