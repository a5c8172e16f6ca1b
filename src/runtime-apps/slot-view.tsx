import styled, { css, keyframes } from "styled-components";
import type { ReservedSize, SizeBreakpoint } from "./slot-sizes";
import { media } from "../theme/media";

const pulse = keyframes`50% { opacity: 0.5; }`;

/** The reserved box as CSS: a min-height per breakpoint, and a fixed width where the slot has one. */
function reserved(size: ReservedSize) {
  const order: readonly SizeBreakpoint[] = ["xs", "sm", "mi", "md", "lg"];
  const steps = order.filter((b) => size.height[b] !== undefined);
  return css`
    ${steps.map((b) => (b === "xs" ? `min-height: ${size.height.xs}rem;` : `${media.up(b)} { min-height: ${size.height[b]}rem; }`)).join("\n")}
    ${size.width === undefined ? "" : `width: ${size.width}rem;`}
  `;
}

/** The slot's frame: it holds the app's reserved box from the first paint (src/runtime-apps/slot-sizes.ts). */
export const Region = styled.section<{ $size: ReservedSize }>`
  position: relative;
  ${({ $size }) => reserved($size)}
`;

/** A grey pulsing block over the whole reserved box while an app loads (still under reduced motion). */
export const Skeleton = styled.div`
  position: absolute;
  inset: 0;
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  animation: ${pulse} 1.5s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

/**
 * The quiet notice of a slot whose app failed: muted text, no alarm, the page goes on. A compact
 * slot (one with a fixed width, like the header's sign-in) shows a short word laid over its box, so
 * the notice can never make the box, or the header around it, grow.
 */
export const Fallback = styled.p<{ $compact?: boolean }>`
  margin: 0;
  padding: var(--space-3) var(--space-4);
  border: 1px dashed var(--color-border);
  color: var(--color-muted);
  ${({ $compact }) =>
    $compact &&
    css`
      position: absolute;
      inset: 0;
      display: flex;
      align-items: center;
      justify-content: center;
      padding: 0 var(--space-1);
      overflow: hidden;
      font-size: var(--text-xs);
      line-height: 1.1;
      text-align: center;
      border-radius: var(--radius-sm);
      /* Its own page background, so the muted text keeps its contrast on any header surface (the plus header is dark). */
      background: var(--color-background);
    `}
`;

/** The fallback's Retry: a quiet text button inside the notice, so the notice keeps to the reserved box. */
export const RetryButton = styled.button`
  font: inherit;
  color: var(--color-text);
  background: none;
  border: 0;
  padding: var(--space-1) 0;
  text-decoration: underline;
  cursor: pointer;
`;

/** Debug mode's line above a slot: app, version and status. */
export const DebugStatus = styled.p`
  margin: 0 0 var(--space-1);
  font: var(--text-xs) ui-monospace, monospace;
  color: var(--color-muted);
`;
