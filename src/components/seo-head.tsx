import { directionOf } from "../i18n/direction";
import type { SitePageContext } from "../page-context/page-context";

/** Document head of every page: the full locale (de-CH, en-GB) for screen readers and its direction, title and description. */
export function SeoHead({ page }: { page: SitePageContext }) {
  return (
    <>
      {/* In the server HTML only: in the browser the page shell sets it when it changes (src/shell/document-language.ts). */}
      {typeof document === "undefined" && <html lang={page.language_code} dir={directionOf(page.language_code)} />}
      <title>{page.title}</title>
      <meta name="description" content={page.description} />
      <link rel="canonical" href={page.seo.canonical} />
      {page.seo.alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      {!page.seo.indexable && <meta name="robots" content="noindex" />}
    </>
  );
}
