import { ZenFunnel } from "../../features/zen-funnel/zen-funnel";
import type { ZenHome } from "../../features/zen-funnel/routes";
import { ZenFooter } from "../parts/footer/zen-footer";
import { SiteHeader } from "../parts/header/site-header";
import { theme } from "../../theme/theme";
import { FunnelFrame } from "../parts/funnel-frame";
import { homeOf, LayoutPart, type LayoutProps } from "../parts/layout-props";
import { Main } from "../parts/main";

/**
 * The minimal zen layout: a calm brand bar, the zen funnel under its overlay (its step picked by the
 * hash, starting at `home`), 1288 px wide on large screens, links parsed from the footer text.
 */
export default function ZenLayout({ page, children, home = "funnel-container" }: LayoutProps & { home?: ZenHome }) {
  return (
    <>
      <SiteHeader surface="zenWhite" home={homeOf(page)} width={theme.zenWidth} />
      <Main $width={theme.zenWidth}>
        <LayoutPart.Provider
          value={
            <FunnelFrame>
              <ZenFunnel home={home} />
            </FunnelFrame>
          }
        >
          {children}
        </LayoutPart.Provider>
      </Main>
      <ZenFooter text={page.footer[0]?.footer_text} />
    </>
  );
}
