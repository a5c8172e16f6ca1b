import { forwardRef, useEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from "react";
import styled from "styled-components";
import { useScrollLock } from "./use-scroll-lock";

const Frame = styled.dialog`
  width: min(34rem, calc(100% - 2rem));
  max-height: calc(100% - 2rem);
  padding: 0;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-background);
  color: var(--color-text);
  box-shadow: var(--shadow-3);
  /* The default focus ring again, whatever region the dialog sits in (the plus header's is light blue). */
  --focus-ring: initial;
  &::backdrop { background: var(--color-shade); }
  h2 { margin-top: 0; font-size: var(--text-lg); line-height: var(--leading-lg); }
`;

// The sheet fills the dialog's box, so a click whose target is the dialog element itself landed on
// the shaded backdrop around it.
const Sheet = styled.div`
  padding: var(--space-5) var(--space-5);
`;

/**
 * Opens a native modal dialog while `open` (from mount by default) and closes it on unmount.
 * `showModal()` brings the focus trap, Escape, the inert page behind and the focus return to the
 * opener; this adds the first focus on `initial` (the browser would pick the first control) and locks
 * the page's scrolling meanwhile.
 */
export function useModal(initial: RefObject<HTMLElement | null>, open = true): RefObject<HTMLDialogElement> {
  const dialog = useRef<HTMLDialogElement>(null);
  useScrollLock(open);
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    if (!element.open) element.showModal();
    initial.current?.focus();
    return () => element.close();
  }, [initial, open]);
  return dialog;
}

type Props = {
  /** `alertdialog` for a message that needs an answer, such as a failure. */
  role?: "dialog" | "alertdialog";
  onClose: () => void;
  /** A click on the shaded page around the dialog; a sheet that may be dismissed so closes. */
  onBackdropClick?: () => void;
  id?: string;
  className?: string;
  children: ReactNode;
} & (
  | {
      /** The id of the dialog's title (its heading), which names it. */
      titleId: string;
      label?: never;
    }
  | {
      /** The dialog's name, for a dialog without a heading of its own. */
      label: string;
      titleId?: never;
    }
);

/** The site's modal dialog, opened with `useModal`: a sheet over a shaded page, named by its title. */
export const Dialog = forwardRef<HTMLDialogElement, Props>(function Dialog(
  { titleId, label, role, onClose, onBackdropClick, id, className, children },
  ref,
) {
  const onClick = onBackdropClick && ((event: MouseEvent<HTMLDialogElement>) => event.target === event.currentTarget && onBackdropClick());
  return (
    <Frame
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      aria-label={label}
      role={role}
      onClose={onClose}
      onClick={onClick}
      className={className}
    >
      <Sheet>{children}</Sheet>
    </Frame>
  );
});
