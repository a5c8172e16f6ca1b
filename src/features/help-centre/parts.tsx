import type { ReactNode } from "react";
import styled from "styled-components";
import { ContentLink } from "../../components/link";
import type { HelpArticleLink } from "../../page-context/help-page-data";
import { useTextLang } from "./text-lang";

/** A list of article links with their summaries. */
const List = styled.ul`
  display: grid;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  p { margin: var(--space-1) 0 0; color: var(--color-muted); }
  a { font-weight: var(--weight-medium); }
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
  margin-top: var(--space-6);
  h2 { font-size: var(--text-xl); line-height: var(--leading-xl); margin: 0 0 var(--space-4); }
`;

/** Cards of categories or sections, two to three a row on wide screens. */
export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  > li { padding: var(--space-4); border: 1px solid var(--color-border); border-radius: var(--radius-md); box-shadow: var(--shadow-1); }
  h3 { font-size: var(--text-lg); line-height: var(--leading-lg); margin: 0 0 var(--space-2); }
  p { margin: 0 0 var(--space-2); color: var(--color-muted); }
  ul { margin: 0; padding-inline-start: var(--space-4); }
  li li { margin: var(--space-1) 0; }
`;
