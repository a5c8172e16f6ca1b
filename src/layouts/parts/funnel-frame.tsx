import { useRef, type ReactNode } from "react";
import styled from "styled-components";
import { FunnelOverlay } from "../../components/funnel-overlay/funnel-overlay";
import { useOverlayTiming } from "../../components/funnel-overlay/use-overlay-timing";
import { ShellSlot } from "../../runtime-apps/shell-slot";

const Container = styled.div`
  margin-top: var(--space-5);
  min-height: 12rem;
`;

/**
 * The booking funnel's container and its full-screen loading overlay, shared by the funnel and zen
 * layouts: the funnel container's slot, or the zen funnel's routed slot (`children`).
 */
export function FunnelFrame({ children }: { children?: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  const shown = useOverlayTiming(container);
  return (
    <>
      <Container ref={container}>{children ?? <ShellSlot slot="funnel-container" />}</Container>
      <FunnelOverlay shown={shown} />
    </>
  );
}
