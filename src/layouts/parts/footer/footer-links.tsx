import { useIntl } from "react-intl";
import styled from "styled-components";
import { ContentLink } from "../../../components/link";
import { isolateLeftToRight } from "../../../markup/ltr-runs";

/** One footer link: title, url and the CMS's numeric target. */
export type FooterLink = { title: string; url: string; target?: number };

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2) var(--space-5);
  margin: 0;
  padding: 0;
  list-style: none;
  a { display: inline-block; padding: var(--space-1) 0; }
`;

/** The footer's link list, labelled "Footer links"; nothing at all for an empty list (spec §2). */
export function FooterLinks({ links }: { links: readonly FooterLink[] }) {
  const intl = useIntl();
  if (links.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: "shell.footer.label" })}>
      <List>
        {links.map((link) => (
          <li key={`${link.url}|${link.title}`}>
            <ContentLink href={link.url} target={link.target}>
              {isolateLeftToRight(link.title)}
            </ContentLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
