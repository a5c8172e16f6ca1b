import styled from "styled-components";
import type { TrailLink } from "../seo/json-ld";
import { ContentLink } from "./link";

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1) var(--space-2);
  margin: 0 0 var(--space-4);
  padding: 0;
  list-style: none;
  font-size: var(--text-sm); line-height: var(--leading-sm);
  color: var(--color-muted);
  li + li::before { content: "›"; margin-inline-end: var(--space-2); }
  a { color: inherit; }
`;

/** A step of the trail; `lang` where its title is in another language than the page. */
export type TrailItem = TrailLink & Readonly<{ lang?: string }>;

/** The way back up from a page (home › … › this page), the current page last and not a link; `label` names the navigation. */
export function Breadcrumbs({ items, label }: { items: readonly TrailItem[]; label: string }) {
  if (items.length < 2) return null;
  return (
    <nav aria-label={label}>
      <List>
        {items.map((item, i) =>
          i === items.length - 1 ? (
            <li key={item.path} aria-current="page" lang={item.lang}>
              {item.title}
            </li>
          ) : (
            <li key={item.path}>
              <ContentLink href={item.path} lang={item.lang}>
                {item.title}
              </ContentLink>
            </li>
          ),
        )}
      </List>
    </nav>
  );
}
