import { useIntl } from "react-intl";
import styled from "styled-components";
import { accountHint, accountLinkOf, type NavEntry } from "../../../components/burger-menu/groups";
import { targetProps } from "../../../components/link";
import { visuallyHidden } from "../../../theme/visually-hidden";
import { isolateLeftToRight } from "../../../markup/ltr-runs";

const Nav = styled.nav`
  ${visuallyHidden}
`;

/**
 * Every menu link as a plain list that screen readers reach without opening the menu. Out of the tab
 * order, because sighted keyboard users would not see where focus went; they use the burger menu.
 */
export function HiddenNavList({ entries }: { entries: readonly NavEntry[] }) {
  const intl = useIntl();
  const links = entries.filter((entry) => entry.type === "link" && entry.url);
  if (links.length === 0) return null;
  return (
    <Nav aria-label={intl.formatMessage({ id: "layout.siteLinks.label" })}>
      <ul>
        {links.map((link) => {
          const account = accountLinkOf(link);
          return (
            <li key={`${link.url}|${link.title}`}>
              <a href={link.url} tabIndex={-1} {...targetProps(link.target)}>
                {isolateLeftToRight(link.title)}
                {account && accountHint(intl, account)}
              </a>
            </li>
          );
        })}
      </ul>
    </Nav>
  );
}
