import styled from "styled-components";
import { theme } from "../../../theme/theme";
import { PrivacySettingsButton } from "../../../features/consent/settings-button";
import { pageColumn } from "../../../components/page-column";
import { FooterLinks } from "./footer-links";
import { parseFooterText } from "./parse-footer-text";
import { PrivacyFooter } from "./privacy-footer";

const Footer = styled.footer`
  margin-top: var(--space-7);
  padding: var(--space-5) 0;
  border-top: 1px solid var(--color-border);
  > div { ${pageColumn(theme.zenWidth)} display: grid; justify-items: center; gap: var(--space-3); }
  color: var(--color-muted);
  font-size: var(--text-sm); line-height: var(--leading-sm);
  ul { justify-content: center; }
`;

/** The zen layout's footer: the links parsed from the footer text and the privacy settings; only the privacy settings when it has no links. */
export function ZenFooter({ text }: { text: string | undefined }) {
  const links = text ? parseFooterText(text) : [];
  if (links.length === 0) return <PrivacyFooter />;
  return (
    <Footer>
      <div>
        <FooterLinks links={links} />
        <PrivacySettingsButton />
      </div>
    </Footer>
  );
}
