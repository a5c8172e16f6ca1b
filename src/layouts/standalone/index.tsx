import { PrivacyFooter } from "../parts/footer/privacy-footer";
import { ShellSlot } from "../../runtime-apps/shell-slot";
import { SiteHeader } from "../parts/header/site-header";
import { homeOf, type LayoutProps } from "../parts/layout-props";
import { Band, Main } from "../parts/main";
import { PageMenu } from "../parts/page-menu";

/** The standalone layout: menu, login, booking placeholder and the content. */
export default function StandaloneLayout({ page, children }: LayoutProps) {
  return (
    <>
      <SiteHeader surface="white" home={homeOf(page)} menu={<PageMenu page={page} />} end={<ShellSlot slot="sign-in" />} />
      <Band>
        <ShellSlot slot="booking-engine" />
      </Band>
      <Main>{children}</Main>
      <PrivacyFooter />
    </>
  );
}
