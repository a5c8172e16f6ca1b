import styled, { keyframes } from "styled-components";

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** The slot's frame; the app's own markup decides its height once mounted. */
export const Region = styled.section`
  position: relative;
  min-height: 3rem;
`;

const Bar = styled.span`
  display: block;
  height: 1rem;
  margin: 0.5rem 0;
  border-radius: 4px;
  background: linear-gradient(90deg, ${({ theme }) => theme.colors.surface} 25%, ${({ theme }) => theme.colors.border} 50%, ${({ theme }) => theme.colors.surface} 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.5s linear infinite;
  &:last-of-type { width: 60%; }
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** Grey bars while an app loads; assistive technology hears the label instead. */
export function Skeleton({ label }: { label: string }) {
  return (
    <div data-slot-skeleton="">
      <Bar aria-hidden="true" />
      <Bar aria-hidden="true" />
      <Bar aria-hidden="true" />
      <Hidden>{label}</Hidden>
    </div>
  );
}

/** The quiet notice of a slot whose app failed: muted text, no alarm, the page goes on. */
export const Fallback = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: 4px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Debug mode's line above a slot: app, version and status. */
export const DebugStatus = styled.p`
  margin: 0 0 0.25rem;
  font: 0.75rem/1.4 ui-monospace, monospace;
  color: ${({ theme }) => theme.colors.muted};
`;
