import { createRequire } from "node:module";
import { join } from "node:path";
import { writeFileSync } from "node:fs";
import { pageDataText, slicesOf } from "../../../src/gatsby/refresh-pages";
import { tempDir } from "../temp-dir";

type Construct = (
  page: Record<string, unknown>,
  result: string,
  slicesUsedByTemplates: Map<string, object>,
  slices: Map<string, object>,
) => string;
const { constructPageDataString } = createRequire(import.meta.url)("gatsby/dist/utils/page-data-helpers") as {
  constructPageDataString: Construct;
};

/** What Gatsby's createPage and query runner make of a page without a query (gatsby/dist/redux/actions/public.js, query/query-runner.js). */
function gatsbysPageData(page: { path: string; component: string; context: Record<string, unknown>; matchPath?: string }): string {
  const internal = {
    internalComponentName: "ComponentX",
    path: page.path,
    matchPath: page.matchPath,
    component: page.component,
    componentPath: page.component,
    componentChunkName: "component---src-templates-legal-tsx",
    isCreatedByStatefulCreatePages: false,
    context: page.context,
    updatedAt: 1,
    slices: {},
    pluginCreator___NODE: "p",
    pluginCreatorId: "p",
    mode: "SSG",
  };
  const pageContext: Record<string, unknown> = { ...internal, ...page.context };
  for (const key of Object.keys(internal)) Reflect.deleteProperty(pageContext, key);
  const slicesOn = process.env.GATSBY_SLICES;
  process.env.GATSBY_SLICES = "true";
  try {
    return constructPageDataString(
      { ...internal, staticQueryHashes: ["123"] },
      JSON.stringify({ pageContext }),
      new Map([[page.component, {}]]),
      new Map(),
    );
  } finally {
    if (slicesOn === undefined) delete process.env.GATSBY_SLICES;
    else process.env.GATSBY_SLICES = slicesOn;
  }
}

const frame = { componentChunkName: "component---src-templates-legal-tsx", staticQueryHashes: ["123"], slicesMap: {} };

describe("the page data build:all's refresh writes", () => {
  it("is the page data Gatsby writes for the same page, byte for byte", () => {
    const page = {
      path: "/_sites/www.movanta.ie/imprint",
      component: "/site/src/templates/legal.tsx",
      context: {
        title: "Imprint",
        market: { id: "ie", host: "www.movanta.ie" },
        seo: { indexable: true },
        empty: [],
        note: "“quoted” \u2028",
      },
    };
    expect(pageDataText(page, frame)).toBe(gatsbysPageData(page));
  });

  it("carries a page's match path as Gatsby does", () => {
    const page = {
      path: "/_sites/www.movanta.ie/account",
      component: "/site/src/templates/account.tsx",
      context: { title: "Account" },
      matchPath: "/_sites/www.movanta.ie/account/*",
    };
    expect(pageDataText(page, frame)).toBe(gatsbysPageData(page));
  });
});

describe("the slices the refresh stitches into the pages it renders", () => {
  it("are what Gatsby stitched into the pages of its last run", () => {
    const file = join(tempDir("slices-"), "index.html");
    writeFileSync(
      file,
      '<body><p>x</p><!-- slice-start id="_gatsby-scripts-1" --><script src="/app.js"></script><!-- slice-end id="_gatsby-scripts-1" --></body>',
    );
    expect([...slicesOf([file])]).toEqual([["_gatsby-scripts-1", '<script src="/app.js"></script>']]);
  });
});
