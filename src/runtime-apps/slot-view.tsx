import styled, { keyframes } from "styled-components";

const pulse = keyframes`50% { opacity: 0.5; }`;

/** The slot's frame; the app's own markup decides its height once mounted. */
export const Region = styled.section`
  position: relative;
  min-height: 3rem;
`;

/** A grey pulsing block while an app loads (still under reduced motion); holds the hidden label. */
export const Skeleton = styled.div`
  height: 4.5rem;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.surface};
  animation: ${pulse} 1.5s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

/** Text for assistive technology only. */
export const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
`;

/** The quiet notice of a slot whose app failed: muted text, no alarm, the page goes on. */
export const Fallback = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
`;

/** Debug mode's line above a slot: app, version and status. */
export const DebugStatus = styled.p`
  margin: 0 0 0.25rem;
  font: 0.75rem ui-monospace, monospace;
  color: ${({ theme }) => theme.colors.muted};
`;
