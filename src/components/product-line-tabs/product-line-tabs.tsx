import type { ChangeEvent } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { ContentLink } from "../link";
import { useClientOnlyStyle } from "../../hooks/use-client-style";
import { navigateTo } from "./navigate-to";
import { media } from "../../theme/media";
import { surfaces } from "../../theme/theme";

/** A product-line tab of the ride menu (spec §3): its short heading and its content link (`content` is the link's text). */
export type ProductLineTab = { heading: string; content: { content: string; url: string; target?: number; title?: string } };

const Nav = styled.nav`
  display: flex;
  align-items: center;
`;

const Tabs = styled.ul`
  display: none;
  ${media.up("mi")} { display: flex; }
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: var(--space-2) var(--space-4);
    border-bottom: 3px solid transparent;
    text-decoration: none;
    font-weight: var(--weight-medium);
  }
  a:hover { border-bottom-color: var(--color-control); }
  a[aria-current="page"] { border-bottom-color: var(--color-brand); }
`;

/** Spec §3's `option` theme, the one of pickers; the focus ring stays the header's, drawn on its ground. */
const Picker = styled.select`
  ${media.up("mi")} { display: none; }
  min-height: var(--control-height);
  padding: 0 var(--space-3);
  border: 1px solid ${surfaces.option.border};
  border-radius: var(--radius-sm);
  background: ${surfaces.option.background};
  color: ${surfaces.option.text};
  font: inherit;
`;

/**
 * The ride layout's product-line switch: links styled as tabs on large screens, each with its content
 * link's text ("Rent a car"), and on small ones a select of the short headings ("Rent") that navigates
 * on change. Nothing with one tab or none.
 */
export function ProductLineTabs({ tabs, currentPath }: { tabs: readonly ProductLineTab[]; currentPath: string }) {
  const intl = useIntl();
  const clientOnly = useClientOnlyStyle();
  if (tabs.length < 2) return null;
  const label = intl.formatMessage({ id: "layout.productLines.label" });
  const current = tabs.findIndex((tab) => tab.content.url === currentPath);
  const onChange = (event: ChangeEvent<HTMLSelectElement>): void => {
    const index = Number(event.target.value);
    const tab = tabs[index];
    if (tab && index !== current) navigateTo(tab.content.url, tab.content.target);
  };
  return (
    <Nav aria-label={label}>
      <Tabs>
        {tabs.map((tab, index) => (
          <li key={tab.heading}>
            <ContentLink href={tab.content.url} target={tab.content.target} title={tab.content.title} current={index === current}>
              {tab.content.content}
            </ContentLink>
          </li>
        ))}
      </Tabs>
      <Picker style={clientOnly} aria-label={label} value={current === -1 ? "" : String(current)} onChange={onChange}>
        {current === -1 && <option value="" disabled hidden />}
        {tabs.map((tab, index) => (
          <option key={tab.heading} value={String(index)}>
            {tab.heading}
          </option>
        ))}
      </Picker>
    </Nav>
  );
}
