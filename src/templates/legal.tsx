import styled from "styled-components";
import { FaqList } from "../components/faq-list";
import { PageBody } from "../components/page-body";
import NavigationLayout from "../layouts/navigation";
import { sectionsOf } from "../markup/outline";
import { useSitePage } from "../page/site-page";
import { TemplateHead } from "./page-template";

/** About 70 characters a line: long legal text stays readable on wide screens. */
const Article = styled.article`
  max-width: 44rem;
  line-height: 1.6;
  h1, h2, h3 { line-height: 1.25; }
  h2 { margin-top: 2.25rem; scroll-margin-top: 1rem; }
  h3 { margin-top: 1.5rem; }
  li + li { margin-top: 0.25rem; }
  nav {
    margin: 1rem 0 2rem;
    padding: 0.75rem 1rem;
    border-inline-start: 4px solid ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.surface};
  }
  nav ol { margin: 0; padding-inline-start: 1.25rem; }
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
