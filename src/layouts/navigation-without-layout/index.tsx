import { PrivacyFooter } from "../parts/footer/privacy-footer";
import { SiteHeader } from "../parts/header/site-header";
import { homeOf, type LayoutProps } from "../parts/layout-props";
import { Main } from "../parts/main";
import { PageMenu } from "../parts/page-menu";

/** The navigationWithoutLayout layout: only the menu above the content (404 and 500 pages). */
export default function NavigationWithoutLayout({ page, children }: LayoutProps) {
  return (
    <>
      <SiteHeader surface="white" home={homeOf(page)} menu={<PageMenu page={page} />} />
      <Main>{children}</Main>
      <PrivacyFooter />
    </>
  );
}
