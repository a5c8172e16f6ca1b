import styled from "styled-components";
import { PrivacySettingsButton } from "../../../features/consent/settings-button";
import { pageColumn } from "../../../components/page-column";
import { FooterLinks, type FooterLink } from "./footer-links";
import { PrivacyFooter } from "./privacy-footer";
import { isolateLeftToRight } from "../../../markup/ltr-runs";

const Footer = styled.footer`
  margin-top: var(--space-7);
  padding: var(--space-6) 0;
  border-top: 1px solid var(--color-border);
  background: var(--color-surface);
  color: var(--color-muted);
  font-size: var(--text-sm); line-height: var(--leading-sm);
  > div { ${pageColumn()} display: grid; justify-items: start; gap: var(--space-4); }
  nav a { color: var(--color-text); text-decoration: none; }
  nav a:hover { text-decoration: underline; }
  p { justify-self: stretch; margin: 0; padding-top: var(--space-4); border-top: 1px solid var(--color-border); }
`;

/** The footer block of the page context. */
export type FooterBlock = { links: readonly FooterLink[]; footer_text?: string };

/** The page footer: its links, the privacy settings and its text; only the privacy settings when there is no block or its link list is empty. */
export function SiteFooter({ footer }: { footer: FooterBlock | undefined }) {
  if (!footer || footer.links.length === 0) return <PrivacyFooter />;
  return (
    <Footer>
      <div>
        <FooterLinks links={footer.links} />
        <PrivacySettingsButton />
        {footer.footer_text && <p>{isolateLeftToRight(footer.footer_text)}</p>}
      </div>
    </Footer>
  );
}
