import styled, { css } from "styled-components";

/** How a button looks: the one primary action, a quiet outline, or no chrome (icon, accordion, field). */
export type ButtonVariant = "primary" | "secondary" | "plain";

const variants = {
  primary: css`
    border: 1px solid ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brand};
    /* Dark text on the brand orange: white would fail contrast. */
    color: #1a1a1a;
    font-weight: 700;
  `,
  secondary: css`
    border: 1px solid currentColor;
    background: transparent;
    color: inherit;
  `,
  plain: css`
    border: 0;
    background: none;
    color: inherit;
  `,
};

/**
 * The site's one button: `$variant` picks the look (primary by default); every variant but `plain`
 * is at least 44 px tall, the touch target size. A busy button says so with `aria-disabled`.
 */
export const Button = styled.button.attrs<{ $variant?: ButtonVariant }>(({ type }) => ({ type: type ?? "button" }))<{
  $variant?: ButtonVariant;
}>`
  font: inherit;
  cursor: pointer;
  ${({ $variant = "primary" }) => variants[$variant]}
  ${({ $variant = "primary" }) =>
    $variant !== "plain" &&
    css`
      min-height: 2.75rem;
      padding: 0.5rem 1rem;
      border-radius: 0.375rem;
    `}
  &:disabled, &[aria-disabled="true"] { cursor: default; opacity: 0.6; }
`;
