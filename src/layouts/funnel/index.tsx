import { PrivacyFooter } from "../parts/footer/privacy-footer";
import { SiteHeader } from "../parts/header/site-header";
import { FunnelFrame } from "../parts/funnel-frame";
import { homeOf, LayoutPart, type LayoutProps } from "../parts/layout-props";
import { Main } from "../parts/main";

/** The booking funnel layout: a brand bar, the content and the funnel container under its loading overlay. */
export default function FunnelLayout({ page, children }: LayoutProps) {
  return (
    <>
      <SiteHeader surface="white" home={homeOf(page)} />
      <Main>
        <LayoutPart.Provider value={<FunnelFrame />}>{children}</LayoutPart.Provider>
      </Main>
      <PrivacyFooter />
    </>
  );
}
