import type { HeadFC } from "gatsby";
import { useContext, type ComponentType, type ReactNode } from "react";
import { faqBlockItems } from "../components/blocks/faq/items";
import { HeroPreload } from "../components/blocks/hero/preload";
import { ClosingBlocks, PageBlocks, type ContentParts } from "../components/blocks/page-blocks";
import { faqJsonLd } from "../components/faq-json-ld";
import { SeoHead } from "../components/seo-head";
import { LayoutPart, type LayoutProps } from "../layouts/parts/layout-props";
import { useSitePage } from "../page-context/site-page";
import type { SitePageContext } from "../page-context/page-context";

/**
 * What every page shows inside its layout: its blocks and editorial body, then the template's own part
 * (the page's questions, its price, the template's children) and the layout's own part where it has one
 * (LayoutPart), then the blocks after its `template-part` block. `parts` renders the blocks, body,
 * questions and price: in the template's chunk (block-views.tsx) or loaded when near (layouts/ibe/later-parts.tsx). This module
 * imports neither, so a template with the later parts ships no block views or markup renderer.
 */
export function Content({ parts, children }: { parts: ContentParts; children?: ReactNode }) {
  const { Questions, Price } = parts;
  return (
    <>
      <PageBlocks parts={parts} />
      <Questions />
      <Price />
      {children}
      {useContext(LayoutPart)}
      <ClosingBlocks parts={parts} />
    </>
  );
}

/**
 * The page component of one layout, with its content parts. createPages picks it from the page's
 * `layout`, so the layout switch happens at build time and a page's JavaScript holds its own layout
 * only, not all eleven.
 */
export function layoutTemplate(Layout: ComponentType<LayoutProps>, parts: ContentParts): ComponentType {
  return function LayoutTemplate() {
    const page = useSitePage();
    return (
      <Layout page={page}>
        <Content parts={parts} />
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
