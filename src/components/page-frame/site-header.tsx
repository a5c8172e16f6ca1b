import { Link } from "gatsby";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { brand } from "../../../markets/brand";
import { useSitePage } from "../../page/site-page";
import { helpUrl } from "../../urls/help-url";
import type { SurfaceName } from "../../theme/theme";
import { LanguageSwitcher } from "../language-switcher";
import { pageColumn } from "./page-column";

const Bar = styled.header<{ $surface: SurfaceName }>`
  position: relative;
  z-index: ${({ theme }) => theme.layers.header};
  background: ${({ theme, $surface }) => theme.surfaces[$surface].background};
  color: ${({ theme, $surface }) => theme.surfaces[$surface].text};
  border-bottom: 1px solid ${({ theme, $surface }) => theme.surfaces[$surface].border};
`;

const Inner = styled.div<{ $width: string }>`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  ${({ $width }) => pageColumn($width)}
  min-height: 4rem;
  padding-top: 0.5rem;
  padding-bottom: 0.5rem;
`;

const Logo = styled(Link)<{ $surface: SurfaceName }>`
  font-weight: 800;
  font-size: 1.375rem;
  letter-spacing: -0.02em;
  color: ${({ theme, $surface }) => theme.surfaces[$surface].accent};
  text-decoration: none;
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin-inline-start: auto;
`;

/** The help centre's entry point: the size of the language links beside it, so a phone's header keeps one row. */
const HelpLink = styled(Link)`
  font-size: 0.875rem;
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

const Skip = styled.a`
  position: absolute;
  inset-inline-start: -999px;
  top: 0.5rem;
  z-index: 1;
  padding: 0.5rem 0.75rem;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  &:focus { inset-inline-start: 1rem; }
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
