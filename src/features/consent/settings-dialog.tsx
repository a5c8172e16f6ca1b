import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { createRoot, type Root } from "react-dom/client";
import { FormattedMessage, RawIntlProvider, type IntlShape } from "react-intl";
import styled, { ThemeProvider } from "styled-components";
import { theme } from "../../theme/theme";
import { keepFocus, saveChoice } from "./choice";
import { currentConsent } from "../../services/consent/state";

const Dialog = styled.dialog`
  width: min(32rem, calc(100% - 2rem));
  padding: 1.25rem 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  &::backdrop { background: ${({ theme }) => theme.colors.shade}; }
  h2 { margin-top: 0; font-size: 1.25rem; }
  fieldset { border: 0; margin: 0 0 1rem; padding: 0; display: grid; gap: 0.75rem; }
  label { display: grid; grid-template-columns: auto 1fr; gap: 0 0.5rem; font-weight: 700; }
  label span { grid-column: 2; font-weight: 400; font-size: 0.875rem; color: ${({ theme }) => theme.colors.muted}; }
  input { width: 1.25rem; height: 1.25rem; margin: 0; }
  button { font: inherit; padding: 0.5rem 1rem; margin-right: 0.5rem; border-radius: 4px; border: 1px solid ${({ theme }) => theme.colors.text}; background: none; color: inherit; cursor: pointer; }
  button[type="submit"] { background: ${({ theme }) => theme.colors.brand}; border-color: ${({ theme }) => theme.colors.brand}; color: #1a1a1a; font-weight: 700; }
`;

/**
 * The privacy settings (loaded on demand): essential cookies always on, performance cookies on or
 * off. Saving replaces the answer; switching performance off withdraws it and removes analytics cookies.
 */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const firstChoice = useRef<HTMLInputElement>(null);
  const [performance, setPerformance] = useState(currentConsent() === "performance");
  const title = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    // The first thing to decide, rather than the browser's pick of the first control.
    firstChoice.current?.focus();
    return () => element.close();
  }, []);

  const save = (event: FormEvent) => {
    event.preventDefault();
    saveChoice(performance ? "performance" : "essential");
    dialog.current?.close();
  };

  return (
    <Dialog ref={dialog} aria-labelledby={title} onClose={onClose}>
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
            <input ref={firstChoice} type="checkbox" checked={performance} onChange={(event) => setPerformance(event.target.checked)} />
            <FormattedMessage id="consent.performance.title" />
            <span>
              <FormattedMessage id="consent.performance.text" />
            </span>
          </label>
        </fieldset>
        <button type="submit">
          <FormattedMessage id="consent.settings.save" />
        </button>
        <button type="button" onClick={() => dialog.current?.close()}>
          <FormattedMessage id="consent.settings.cancel" />
        </button>
      </form>
    </Dialog>
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
