import { SiteFooter } from "../parts/footer/site-footer";
import { SiteHeader } from "../parts/header/site-header";
import { homeOf, type LayoutProps } from "../parts/layout-props";
import { Main } from "../parts/main";
import { PageMenu } from "../parts/page-menu";

/** The default layout: menu, content and footer links. */
export default function DefaultLayout({ page, children }: LayoutProps) {
  return (
    <>
      <SiteHeader surface="white" home={homeOf(page)} menu={<PageMenu page={page} />} />
      <Main>{children}</Main>
      <SiteFooter footer={page.footer[0]} />
    </>
  );
}
