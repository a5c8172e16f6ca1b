import { forwardRef, type ReactNode } from "react";
import styled, { css } from "styled-components";

/** The message box's look, also for a page's own error notice outside a form. */
export const alertBox = (tone: "error" | "success" = "error") => css`
  padding: 0.75rem 1rem;
  border-inline-start: 4px solid ${({ theme }) => (tone === "error" ? theme.colors.danger : theme.colors.brand)};
  background: ${({ theme }) => theme.colors.surface};
  & p { margin: 0; }
  & p + p { margin-top: 0.5rem; }
`;

const Box = styled.div<{ $tone: "error" | "success" }>`
  ${({ $tone }) => alertBox($tone)}
  font-weight: 600;
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
