/**
 * `npm run dev` only, before any run has made the site's pages (src/gatsby/preview-pages.ts): a page
 * for every path, under the problems' overlay (src/shell/wrap-page.tsx). In English, like content:check.
 */
export default function ContentProblemsPage() {
  return (
    <main>
      <h1>No page yet: the content has problems</h1>
    </main>
  );
}
