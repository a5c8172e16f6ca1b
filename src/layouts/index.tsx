import type { ReactNode } from "react";
import styled from "styled-components";
import { AppSlot, type SlotName } from "../runtime-apps/slot";
import { useSitePage } from "../shell/market-context";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

const Main = styled.main`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem;
`;

/** Interim slots per layout so the demo apps mount; the layouts issue places them for real. */
const interimSlots: Readonly<Record<string, readonly SlotName[]>> = {
  ibe: ["sign-in", "booking-engine"],
  ride: ["sign-in", "ride-home", "ride-booking"],
  funnel: ["funnel-container"],
  plus: ["sign-in", "plus-offer-list"],
};

/**
 * The layout switch. Every layout name renders the basic shell for now; the layouts issue gives
 * each its own regions.
 */
export function PageLayout({ children }: { children: ReactNode }) {
  const { layout } = useSitePage();
  return (
    <>
      <SiteHeader />
      <Main id="main" tabIndex={-1}>
        {children}
        {(interimSlots[layout] ?? []).map((slot) => (
          <AppSlot key={slot} slot={slot} />
        ))}
      </Main>
      <SiteFooter />
    </>
  );
}
