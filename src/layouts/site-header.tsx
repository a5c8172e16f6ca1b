import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { brand } from "../../markets/brand";
import { LanguageSwitcher } from "../components/language-switcher";
import { useSitePage } from "../shell/market-context";

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 1rem;
  padding: 0.75rem 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Logo = styled.a`
  font-weight: 800;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: none;
`;

const Skip = styled.a`
  position: absolute;
  left: -999px;
  &:focus { left: 1rem; top: 1rem; background: #fff; padding: 0.5rem; z-index: 10; }
`;

/** Site header: skip link and the brand's home link. The burger menu arrives with the layouts. */
export function SiteHeader() {
  const { market } = useSitePage();
  const intl = useIntl();
  return (
    <Bar>
      <Skip href="#main">
        <FormattedMessage id="shell.skipToContent" />
      </Skip>
      <Logo href={market.pathPrefix || "/"} aria-label={intl.formatMessage({ id: "shell.home" }, { brand: brand.name })}>
        {brand.name}
      </Logo>
      <LanguageSwitcher />
    </Bar>
  );
}
