import type { HeadFC } from "gatsby";
import { useContext, type ComponentType, type ReactNode } from "react";
import { faqBlockItems } from "../components/blocks/faq";
import { HeroPreload } from "../components/blocks/hero/preload";
import { ClosingBlocks, PageBlocks } from "../components/blocks/page-blocks";
import { FaqList, faqJsonLd } from "../components/faq-list";
import { PriceFrom } from "../components/price-from";
import { SeoHead } from "../components/seo-head";
import { LayoutPart, type LayoutProps } from "../layouts/parts/layout-props";
import { useSitePage } from "../page-context/site-page";
import type { SitePageContext } from "../page-context/page-context";

/**
 * What every page shows inside its layout: its blocks and editorial body, then the template's own
 * part (the page's questions, its price, the template's children) and the layout's own part where
 * it has one (LayoutPart), then the blocks after its `template-part` block.
 */
export function PageContent({ children }: { children?: ReactNode }) {
  return (
    <>
      <PageBlocks />
      <FaqList />
      <PriceFrom />
      {children}
      {useContext(LayoutPart)}
      <ClosingBlocks />
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

/** Head of every template: one FAQPage of the page's questions and its FAQ blocks', and the hero's preload. */
export const TemplateHead: HeadFC<object, SitePageContext> = ({ pageContext }) => {
  const faq = faqJsonLd({ faq: [...(pageContext.faq ?? []), ...faqBlockItems(pageContext.blocks)] });
  return (
    <>
      <SeoHead page={pageContext} />
      <HeroPreload blocks={pageContext.blocks} />
      {/* JSON-LD is data, not script; faqJsonLd escapes `<`, so no answer can close the element. */}
      {faq && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faq }} />}
    </>
  );
};
