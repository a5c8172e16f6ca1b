import type { HeadFC } from "gatsby";
import type { ComponentType } from "react";
import { SeoHead } from "../../components/seo-head";
import type { LayoutProps } from "../../layouts/parts/layout-props";
import { useSitePage } from "../../page-context/site-page";
import type { SitePageContext } from "../../page-context/page-context";
import { PageContent } from "../page-template";
import { Breadcrumbs, breadcrumbJsonLd } from "../../features/help-centre/breadcrumbs";
import type { HelpScreenProps } from "../../page-context/help-page-data";

/**
 * The page component of one help template in its layout: breadcrumbs, then the screen. A page
 * without help data (content not built from the API) shows its editorial body, like every other page.
 */
export function helpTemplate(Layout: ComponentType<LayoutProps>, Screen: ComponentType<HelpScreenProps>): ComponentType {
  return function HelpTemplate() {
    const page = useSitePage();
    return (
      <Layout page={page}>
        {page.help ? (
          <>
            <Breadcrumbs items={page.help.breadcrumbs} />
            <Screen help={page.help} />
          </>
        ) : (
          <PageContent />
        )}
      </Layout>
    );
  };
}

/** Head of every help page: the usual head and the breadcrumbs as `BreadcrumbList` structured data. */
export const HelpHead: HeadFC<object, SitePageContext> = ({ pageContext }) => (
  <>
    <SeoHead page={pageContext} />
    {pageContext.help && pageContext.help.breadcrumbs.length > 1 && (
      // JSON-LD is data, not script: `<` is escaped so no text can close the element.
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: breadcrumbJsonLd(pageContext.help.breadcrumbs, pageContext.market.host) }}
      />
    )}
  </>
);
