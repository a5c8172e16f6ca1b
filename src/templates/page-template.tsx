import type { HeadFC } from "gatsby";
import type { ComponentType, ReactNode } from "react";
import { FaqList, faqJsonLd } from "../components/faq-list";
import { PageBody } from "../components/page-body";
import { PriceFrom } from "../components/price-from";
import { SeoHead } from "../components/seo-head";
import type { LayoutProps } from "../layouts/parts/layout-props";
import { useSitePage } from "../page/site-page";
import type { SitePageContext } from "../page/page-context";

/** What every page shows inside its layout: the editorial body, then the template's own part. */
export function PageContent({ children }: { children?: ReactNode }) {
  return (
    <>
      <PageBody />
      <FaqList />
      <PriceFrom />
      {children}
    </>
  );
}

/**
 * The page component of one layout. createPages picks it from the page's `layout`, so the layout switch
 * happens at build time and a page's JavaScript holds its own layout only, not all eleven.
 */
export function layoutTemplate(Layout: ComponentType<LayoutProps>): ComponentType {
  return function LayoutTemplate() {
    const page = useSitePage();
    return (
      <Layout page={page}>
        <PageContent />
      </Layout>
    );
  };
}

/** Head of every template. */
export const TemplateHead: HeadFC<object, SitePageContext> = ({ pageContext }) => {
  const faq = faqJsonLd(pageContext);
  return (
    <>
      <SeoHead page={pageContext} />
      {/* JSON-LD is data, not script; faqJsonLd escapes `<`, so no answer can close the element. */}
      {faq && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faq }} />}
    </>
  );
};
