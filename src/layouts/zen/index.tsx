import { ZenFooter } from "../parts/footer/zen-footer";
import { SiteHeader } from "../parts/header/site-header";
import { theme } from "../../theme/theme";
import { FunnelFrame } from "../parts/funnel-frame";
import { homeOf, LayoutPart, type LayoutProps } from "../parts/layout-props";
import { Main } from "../parts/main";

/** The minimal zen layout: a calm brand bar, the funnel under its overlay, 1288 px wide on large screens, links parsed from the footer text. */
export default function ZenLayout({ page, children }: LayoutProps) {
  return (
    <>
      <SiteHeader surface="zenWhite" home={homeOf(page)} width={theme.zenWidth} />
      <Main $width={theme.zenWidth}>
        <LayoutPart.Provider value={<FunnelFrame />}>{children}</LayoutPart.Provider>
      </Main>
      <ZenFooter text={page.footer[0]?.footer_text} />
    </>
  );
}
