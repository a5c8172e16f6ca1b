import styled from "styled-components";
import { FaqList } from "../components/faq-list";
import { PageBody } from "../components/page-body";
import NavigationLayout from "../layouts/navigation";
import { sectionsOf } from "../markup/outline";
import { useSitePage } from "../page-context/site-page";
import { TemplateHead } from "./page-template";

/** About 70 characters a line: long legal text stays readable on wide screens. */
const Article = styled.article`
  max-width: var(--measure-prose);
  line-height: 1.6;
  h1, h2, h3 { line-height: 1.25; }
  h2 { margin-top: var(--space-6); scroll-margin-top: var(--space-4); }
  h3 { margin-top: var(--space-5); }
  li + li { margin-top: var(--space-1); }
  nav {
    margin: var(--space-4) 0 var(--space-6);
    padding: var(--space-3) var(--space-4);
    border-inline-start: 4px solid var(--color-brand);
    background: var(--color-surface);
  }
  nav ol { margin: 0; padding-inline-start: var(--space-5); }
`;

/** A legal or information page (terms, privacy, imprint…): the editorial text with its sections listed, in the navigation layout. */
export default function LegalPage() {
  const page = useSitePage();
  return (
    <NavigationLayout page={page}>
      <Article>
        <PageBody contents={sectionsOf} />
        <FaqList />
      </Article>
    </NavigationLayout>
  );
}

export const Head = TemplateHead;
