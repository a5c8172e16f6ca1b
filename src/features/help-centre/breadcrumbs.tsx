import { useIntl } from "react-intl";
import styled from "styled-components";
import { ContentLink } from "../../components/link";
import type { HelpLink } from "./types";

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.5rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  li + li::before { content: "›"; margin-right: 0.5rem; }
  a { color: inherit; }
`;

/** Home › category › section › article: the way back up, the current page last and not a link. */
export function Breadcrumbs({ items }: { items: readonly HelpLink[] }) {
  const intl = useIntl();
  if (items.length < 2) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: "help.breadcrumbs" })}>
      <List>
        {items.map((item, i) =>
          i === items.length - 1 ? (
            <li key={item.path} aria-current="page">
              {item.title}
            </li>
          ) : (
            <li key={item.path}>
              <ContentLink href={item.path}>{item.title}</ContentLink>
            </li>
          ),
        )}
      </List>
    </nav>
  );
}

/** schema.org `BreadcrumbList` of the trail, with absolute URLs on the market's host; safe inside a script element. */
export function breadcrumbJsonLd(items: readonly HelpLink[], host: string): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.title, item: `https://${host}${item.path}` })),
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
