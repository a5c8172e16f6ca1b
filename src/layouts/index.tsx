import type { ReactNode } from "react";
import styled from "styled-components";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

const Main = styled.main`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem;
`;

/**
 * The layout switch. Every layout name renders the basic shell for now; the layouts issue gives
 * each its own regions.
 */
export function PageLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <SiteFooter />
    </>
  );
}
