import { forwardRef, type ReactNode } from "react";
import styled, { css } from "styled-components";

/** The message box's look, also for a page's own error notice outside a form. */
export const alertBox = (tone: "error" | "success" = "error") => css`
  padding: var(--space-3) var(--space-4);
  border-inline-start: 4px solid ${tone === "error" ? "var(--color-danger)" : "var(--color-success)"};
  border-radius: var(--radius-sm);
  background: ${tone === "error" ? "var(--color-danger-surface)" : "var(--color-success-surface)"};
  & p { margin: 0; }
  & p + p { margin-top: var(--space-2); }
`;

const Box = styled.div<{ $tone: "error" | "success" }>`
  ${({ $tone }) => alertBox($tone)}
  font-weight: var(--weight-medium);
`;

type Props = { tone?: "error" | "success"; children: ReactNode };

/**
 * A form's own message (a failed submission, or its success): an error is an `alert`, read out at
 * once; a success is a `status`. It takes a ref and `tabIndex={-1}` so a form can move focus onto it.
 */
export const FormAlert = forwardRef<HTMLDivElement, Props & { tabIndex?: number }>(function FormAlert(
  { tone = "error", children, tabIndex },
  ref,
) {
  return (
    <Box ref={ref} $tone={tone} role={tone === "error" ? "alert" : "status"} tabIndex={tabIndex}>
      {children}
    </Box>
  );
});
