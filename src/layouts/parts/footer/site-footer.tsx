import styled from "styled-components";
import { PrivacySettingsButton } from "../../../features/consent/settings-button";
import { pageColumn } from "../../../components/page-frame/page-column";
import { FooterLinks, type FooterLink } from "./footer-links";
import { PrivacyFooter } from "./privacy-footer";
import { isolateLeftToRight } from "../../../markup/ltr-runs";

const Footer = styled.footer`
  margin-top: 3rem;
  padding: 2rem 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
  > * { ${pageColumn()} }
  p { margin-top: 1rem; margin-bottom: 0; }
`;

/** The footer block of the page context. */
export type FooterBlock = { links: readonly FooterLink[]; footer_text?: string };

/** The page footer: its links, the privacy settings and its text; only the privacy settings when there is no block or its link list is empty. */
export function SiteFooter({ footer }: { footer: FooterBlock | undefined }) {
  if (!footer || footer.links.length === 0) return <PrivacyFooter />;
  return (
    <Footer>
      <FooterLinks links={footer.links} />
      <PrivacySettingsButton />
      {footer.footer_text && <p>{isolateLeftToRight(footer.footer_text)}</p>}
    </Footer>
  );
}
