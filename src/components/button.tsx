import styled, { css } from "styled-components";

/** How a button looks: the one primary action, a quiet outline, or no chrome (icon, accordion, field); a chip is `Chip` (chip.tsx). */
export type ButtonVariant = "primary" | "secondary" | "plain";

/** A button's size: `small` for secondary actions in dense rows, `large` for a screen's main call to action. */
export type ButtonSize = "small" | "medium" | "large";

const variants = {
  primary: css`
    border: 1px solid var(--color-brand);
    background: var(--color-brand);
    /* Dark text on the brand orange: white would fail contrast. */
    color: var(--color-on-brand);
    font-weight: var(--weight-bold);
    &:enabled:hover { border-color: var(--color-brand-hover); background: var(--color-brand-hover); }
  `,
  secondary: css`
    border: 1px solid var(--color-control);
    background: transparent;
    color: inherit;
    font-weight: var(--weight-medium);
    &:enabled:hover { border-color: currentColor; background: var(--color-tint); }
  `,
  plain: css`
    border: 0;
    background: none;
    color: inherit;
  `,
};

const sizes = {
  small: css`
    min-height: 2.25rem;
    padding: var(--space-1) var(--space-3);
    font-size: var(--text-sm);
  `,
  medium: css`
    min-height: var(--control-height);
    padding: var(--space-2) var(--space-4);
  `,
  large: css`
    min-height: 3.25rem;
    padding: var(--space-3) var(--space-6);
    font-size: var(--text-lg);
  `,
};

/**
 * The site's one button: `$variant` picks the look (primary by default), `$size` the size; the medium
 * and large sizes are at least 44 px tall, the touch target size. A busy button says so with `aria-disabled`.
 */
export const Button = styled.button.attrs<{ $variant?: ButtonVariant; $size?: ButtonSize }>(({ type }) => ({ type: type ?? "button" }))<{
  $variant?: ButtonVariant;
  $size?: ButtonSize;
}>`
  font: inherit;
  cursor: pointer;
  ${({ $variant = "primary" }) => variants[$variant]}
  ${({ $variant = "primary", $size = "medium" }) =>
    $variant !== "plain" &&
    css`
      display: inline-flex;
      align-items: center;
      justify-content: center;
      gap: var(--space-2);
      border-radius: var(--radius-sm);
      ${sizes[$size]}
    `}
  &:disabled, &[aria-disabled="true"] { cursor: default; opacity: 0.6; }
`;
