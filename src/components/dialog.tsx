import { forwardRef, useEffect, useRef, type ReactNode, type RefObject } from "react";
import styled from "styled-components";
import { useScrollLock } from "./use-scroll-lock";

const Frame = styled.dialog`
  width: min(34rem, calc(100% - 2rem));
  max-height: calc(100% - 2rem);
  padding: 1.25rem 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0.75rem;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  &::backdrop { background: ${({ theme }) => theme.colors.shade}; }
  h2 { margin-top: 0; font-size: 1.25rem; }
`;

/**
 * Opens a native modal dialog on mount and closes it on unmount. `showModal()` brings the focus
 * trap, Escape, the inert page behind and the focus return to the opener; this adds the first focus
 * on `initial` (the browser would pick the first control) and locks the page's scrolling meanwhile.
 */
export function useModal(initial: RefObject<HTMLElement | null>): RefObject<HTMLDialogElement> {
  const dialog = useRef<HTMLDialogElement>(null);
  useScrollLock(true);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    initial.current?.focus();
    return () => element.close();
  }, [initial]);
  return dialog;
}

type Props = {
  /** The id of the dialog's title (its heading), which names it. */
  titleId: string;
  /** `alertdialog` for a message that needs an answer, such as a failure. */
  role?: "dialog" | "alertdialog";
  onClose: () => void;
  className?: string;
  children: ReactNode;
};

/** The site's modal dialog, opened with `useModal`: a sheet over a shaded page, named by its title. */
export const Dialog = forwardRef<HTMLDialogElement, Props>(function Dialog({ titleId, role, onClose, className, children }, ref) {
  return (
    <Frame ref={ref} aria-labelledby={titleId} role={role} onClose={onClose} className={className}>
      {children}
    </Frame>
  );
});
