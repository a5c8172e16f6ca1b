import { FormattedMessage } from "react-intl";
import styled, { keyframes } from "styled-components";

const spin = keyframes`to { transform: rotate(360deg); }`;
const fallbackHide = keyframes`to { opacity: 0; visibility: hidden; }`;

const Cover = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layers.overlay};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
  transition: ${({ theme }) => `opacity ${theme.durations.overlay}ms ease, visibility 0s linear ${theme.durations.overlay}ms`};
  /* Without script the overlay still leaves after 5 s (spec §9 cap). */
  animation: ${fallbackHide} ${({ theme }) => theme.durations.overlay}ms ease 5s forwards;
  &[data-shown="false"] { opacity: 0; visibility: hidden; }
`;

const Spinner = styled.span`
  width: 2.5rem;
  height: 2.5rem;
  border: 4px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.brand};
  border-radius: 50%;
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
