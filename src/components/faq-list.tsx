import styled from "styled-components";
import { useSitePage } from "../page-context/site-page";

const List = styled.div`
  max-width: var(--measure-prose);
  margin-top: var(--space-6);
  border-top: 1px solid var(--color-border);
  details { border-bottom: 1px solid var(--color-border); }
  summary {
    display: flex;
    justify-content: space-between;
    gap: var(--space-4);
    padding: var(--space-4) 0;
    font-weight: var(--weight-medium);
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker { display: none; }
  /* A plus that turns into a minus, in the brand's text orange; decoration only (empty alternative text). */
  summary::after { content: "+" / ""; color: var(--color-brand-text); font-size: var(--text-xl); line-height: 1; }
  details[open] > summary::after { content: "\2212" / ""; }
  details p { margin: 0 0 var(--space-4); }
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
