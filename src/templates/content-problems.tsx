import { useEffect } from "react";
import { contentProblemsOf } from "../page-context/content-problems";

/**
 * `npm run dev` only, before any run has made the site's pages (src/gatsby/preview-pages.ts): a page
 * for every path, under the problems' overlay (src/shell/wrap-page.tsx). In English, like content:check.
 * Once the content is fixed, the site's start page takes this page's path, `/`, and its data reaches
 * this page: the document loads again, and every path finds its own page.
 */
export default function ContentProblemsPage({ pageContext }: { pageContext: unknown }) {
  const fixed = contentProblemsOf(pageContext).length === 0;
  useEffect(() => {
    if (fixed) window.location.reload();
  }, [fixed]);
  return (
    <main>
      <h1>No page yet: the content has problems</h1>
    </main>
  );
}
