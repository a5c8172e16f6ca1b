import type { HeadFC } from "gatsby";
import type { ComponentType } from "react";
import { SeoHead } from "../../components/seo-head";
import type { LayoutProps } from "../../layouts/parts/layout-props";
import { breadcrumbJsonLd } from "../../seo/json-ld";
import { useSitePage } from "../../page-context/site-page";
import type { SitePageContext } from "../../page-context/page-context";
import { PageBody } from "../../components/page-body";
import { branchAnchor } from "../../features/branch-finder/parts";
import { branchesJsonLd } from "../../features/branch-finder/structured-data";
import type { BranchPageData } from "../../page-context/branch-page-data";

/**
 * The page component of a branch template in its layout. A page without branch data (content not
 * built from the API) shows its editorial body.
 */
export function branchTemplate<K extends BranchPageData["kind"]>(
  Layout: ComponentType<LayoutProps>,
  kind: K,
  Screen: ComponentType<{ data: Extract<BranchPageData, { kind: K }> }>,
): ComponentType {
  const isKind = (data: BranchPageData | undefined): data is Extract<BranchPageData, { kind: K }> => data?.kind === kind;
  return function BranchTemplate() {
    const page = useSitePage();
    return <Layout page={page}>{isKind(page.branches) ? <Screen data={page.branches} /> : <PageBody />}</Layout>;
  };
}

/** Head of the finder and city pages: the usual head; on a city page its breadcrumbs and branches as structured data. */
export const BranchHead: HeadFC<object, SitePageContext> = ({ pageContext }) => {
  const data = pageContext.branches;
  return (
    <>
      <SeoHead page={pageContext} />
      {/* JSON-LD is data, not script; both texts escape `<`, so no name can close the element. */}
      {data?.kind === "city" && (
        <>
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: breadcrumbJsonLd(data.breadcrumbs, pageContext.market.host) }}
          />
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: branchesJsonLd(data.branches, pageContext.seo.canonical, branchAnchor) }}
          />
        </>
      )}
    </>
  );
};
