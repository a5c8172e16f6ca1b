import { Link } from "gatsby";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { brand } from "../../../../markets/brand";
import { useSitePage } from "../../../page-context/site-page";
import { helpUrl } from "../../../urls/help-url";
import { theme, type SurfaceName } from "../../../theme/theme";
import { LanguageSwitcher } from "../../../components/language-switcher";
import { pageColumn } from "../../../components/page-column";

const Bar = styled.header<{ $surface: SurfaceName }>`
  position: relative;
  z-index: ${theme.layers.header};
  background: ${({ $surface }) => theme.surfaces[$surface].background};
  color: ${({ $surface }) => theme.surfaces[$surface].text};
  border-bottom: 1px solid ${({ $surface }) => theme.surfaces[$surface].border};
  --focus-ring: ${({ $surface }) => theme.surfaces[$surface].focus};
`;

const Inner = styled.div<{ $width: string }>`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: var(--space-2) var(--space-3);
  ${({ $width }) => pageColumn($width)}
  min-height: 4rem;
  padding-block: var(--space-2);
`;

const Logo = styled(Link)<{ $surface: SurfaceName }>`
  font-weight: var(--weight-bold);
  font-size: var(--text-xl); line-height: var(--leading-xl);
  letter-spacing: -0.03em;
  color: ${({ $surface }) => theme.surfaces[$surface].accent};
  text-decoration: none;
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  margin-inline-start: auto;
`;

/** The help centre's entry point: the size of the language links beside it, so a phone's header keeps one row. */
const HelpLink = styled(Link)`
  font-size: var(--text-sm);
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

const Skip = styled.a`
  position: absolute;
  inset-inline-start: -999px;
  top: var(--space-2);
  z-index: 1;
  padding: var(--space-2) var(--space-3);
  background: var(--color-background);
  color: var(--color-text);
  &:focus { inset-inline-start: var(--space-4); }
`;

/** What a layout puts into the header: the menu before the logo, its own parts after it, login at the end. */
export type SiteHeaderProps = {
  surface: SurfaceName;
  home: string;
  width?: string;
  menu?: ReactNode;
  children?: ReactNode;
  end?: ReactNode;
};

/**
 * The header bar of every layout but empty: skip link, menu, the brand's home link, the layout's parts,
 * the help centre's entry point where the market opens it there (openHelpCenterEntryPoint), languages.
 */
export function SiteHeader({ surface, home, width, menu, children, end }: SiteHeaderProps) {
  const intl = useIntl();
  const { market } = useSitePage();
  return (
    <Bar $surface={surface}>
      <Skip href="#main">
        <FormattedMessage id="shell.skipToContent" />
      </Skip>
      <Inner $width={width ?? "1200px"}>
        {menu}
        <Logo $surface={surface} to={home} aria-label={intl.formatMessage({ id: "shell.home" }, { brand: brand.name })}>
          {brand.name}
        </Logo>
        {children}
        <End>
          {market.openHelpCenterEntryPoint && <HelpLink to={helpUrl(market)}>{intl.formatMessage({ id: "shell.help" })}</HelpLink>}
          <LanguageSwitcher />
          {end}
        </End>
      </Inner>
    </Bar>
  );
}
