import { PrivacyFooter } from "../parts/footer/privacy-footer";
import { ShellSlot } from "../../runtime-apps/shell-slot";
import { SiteHeader } from "../parts/header/site-header";
import { homeOf, type LayoutProps } from "../parts/layout-props";
import { Main } from "../parts/main";
import { PageMenu } from "../parts/page-menu";

/** The navigation layout: menu and login above the content. */
export default function NavigationLayout({ page, children }: LayoutProps) {
  return (
    <>
      <SiteHeader surface="white" home={homeOf(page)} menu={<PageMenu page={page} />} end={<ShellSlot slot="sign-in" />} />
      <Main>{children}</Main>
      <PrivacyFooter />
    </>
  );
}
