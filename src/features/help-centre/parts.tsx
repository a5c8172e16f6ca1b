import type { ReactNode } from "react";
import styled from "styled-components";
import { ContentLink } from "../../components/link";
import type { HelpArticleLink } from "../../page/help-page-data";
import { useTextLang } from "./text-lang";

/** A list of article links with their summaries. */
const List = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  p { margin: 0.25rem 0 0; color: ${({ theme }) => theme.colors.muted}; }
  a { font-weight: 600; }
`;

/** Articles as links with their summaries, each in its own language; `render` lets search results highlight their words. */
export function ArticleList({
  articles,
  render = (text) => text,
}: {
  articles: readonly HelpArticleLink[];
  render?: (text: string) => ReactNode;
}) {
  const lang = useTextLang();
  return (
    <List>
      {articles.map((article) => (
        <li key={article.id}>
          <ContentLink href={article.path} lang={lang(article.locale)}>
            {render(article.title)}
          </ContentLink>
          <p lang={lang(article.locale)}>{render(article.summary)}</p>
        </li>
      ))}
    </List>
  );
}

/** A titled block of a help page. */
export const Block = styled.section`
  margin-top: 2rem;
  h2 { font-size: 1.25rem; margin: 0 0 0.75rem; }
`;

/** Cards of categories or sections, two to three a row on wide screens. */
export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  > li { padding: 1rem; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: 6px; }
  h3 { font-size: 1.05rem; margin: 0 0 0.5rem; }
  p { margin: 0 0 0.5rem; color: ${({ theme }) => theme.colors.muted}; }
  ul { margin: 0; padding-inline-start: 1.1rem; }
  li li { margin: 0.25rem 0; }
`;
