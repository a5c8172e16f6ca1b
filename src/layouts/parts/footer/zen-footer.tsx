import styled from "styled-components";
import { theme } from "../../../theme/theme";
import { PrivacySettingsButton } from "../../../features/consent/settings-button";
import { pageColumn } from "../../../components/page-frame/page-column";
import { FooterLinks } from "./footer-links";
import { parseFooterText } from "./parse-footer-text";
import { PrivacyFooter } from "./privacy-footer";

const Footer = styled.footer`
  margin-top: 3rem;
  padding: 1.5rem 0;
  border-top: 1px solid ${theme.surfaces.zenWhite.border};
  > * { ${pageColumn(theme.zenWidth)} }
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
  ul { justify-content: center; }
`;

/** The zen layout's footer: the links parsed from the footer text and the privacy settings; only the privacy settings when it has no links. */
export function ZenFooter({ text }: { text: string | undefined }) {
  const links = text ? parseFooterText(text) : [];
  if (links.length === 0) return <PrivacyFooter />;
  return (
    <Footer>
      <FooterLinks links={links} />
      <PrivacySettingsButton />
    </Footer>
  );
}
