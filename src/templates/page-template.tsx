import type { HeadFC, PageProps } from "gatsby";
import type { ReactNode } from "react";
import { PageBody } from "../components/page-body";
import { PriceFrom } from "../components/price-from";
import { SeoHead } from "../components/seo-head";
import { PageLayout } from "../layouts";
import type { SitePageContext } from "../shell/page-context";

/** Props every template receives: the page context typed by createPages. */
export type TemplateProps = PageProps<object, SitePageContext>;

/** The shared frame of a template: the layout, the editorial body, then the template's own part. */
export function TemplatePage({ children }: { children?: ReactNode }) {
  return (
    <PageLayout>
      <PageBody />
      <PriceFrom />
      {children}
    </PageLayout>
  );
}

/** Head of every template. */
export const TemplateHead: HeadFC<object, SitePageContext> = ({ pageContext }) => <SeoHead page={pageContext} />;
