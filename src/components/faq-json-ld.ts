import type { SitePageContext } from "../page-context/page-context";
import { jsonLdText } from "../seo/json-ld";

// Apart from the questions' view (faq-list.tsx): every template's head needs this, not that.

/** schema.org `FAQPage` of the page's questions, safe inside a script element; undefined without questions. */
export function faqJsonLd(page: Pick<SitePageContext, "faq">): string | undefined {
  if (!page.faq || page.faq.length === 0) return undefined;
  return jsonLdText({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: page.faq.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  });
}
