import styled from "styled-components";
import { useSitePage } from "../page/site-page";
import type { SitePageContext } from "../page/page-context";
import { jsonLdText } from "../seo/json-ld";

const List = styled.div`
  margin-top: 1.5rem;
  details { border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  summary {
    padding: 0.9rem 0;
    font-weight: 600;
    cursor: pointer;
    min-height: 1.5rem;
  }
  details p { margin: 0 0 1rem; }
`;

/** A page's questions and answers (FAQ pages of ride, share and plus), each a native disclosure: keyboard and screen readers work as they always do. */
export function FaqList() {
  const { faq } = useSitePage();
  if (!faq || faq.length === 0) return null;
  return (
    <List>
      {faq.map((entry) => (
        <details key={entry.question}>
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </List>
  );
}

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
