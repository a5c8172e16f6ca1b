import { FormattedMessage } from "react-intl";
import styled, { keyframes } from "styled-components";
import { theme } from "../../theme/theme";

const spin = keyframes`to { transform: rotate(360deg); }`;
const fallbackHide = keyframes`to { opacity: 0; visibility: hidden; }`;

const Cover = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.layers.overlay};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--space-4);
  background: var(--color-background);
  color: var(--color-muted);
  transition: opacity var(--duration-overlay) ease, visibility 0s linear var(--duration-overlay);
  /* Without script the overlay still leaves after 5 s (spec §9 cap). */
  animation: ${fallbackHide} var(--duration-overlay) ease 5s forwards;
  &[data-shown="false"] { opacity: 0; visibility: hidden; }
`;

const Spinner = styled.span`
  width: 2.5rem;
  height: 2.5rem;
  border: 4px solid var(--color-border);
  border-top-color: var(--color-brand);
  border-radius: var(--radius-round);
  animation: ${spin} 0.9s linear infinite;
`;

/** The full-screen loading overlay of the funnel and zen layouts; fades out when `shown` turns false. */
export function FunnelOverlay({ shown }: { shown: boolean }) {
  return (
    <Cover data-shown={shown} role="status" aria-hidden={!shown}>
      <Spinner />
      <FormattedMessage id="layout.funnel.loading" />
    </Cover>
  );
}
