import styled from "styled-components";
import { PrivacySettingsButton } from "../../../features/consent/settings-button";
import { pageColumn } from "../../../components/page-column";

const Footer = styled.footer`
  margin-top: var(--space-7);
  padding: var(--space-5) 0;
  border-top: 1px solid var(--color-border);
  color: var(--color-muted);
  font-size: var(--text-sm); line-height: var(--leading-sm);
  > * { ${pageColumn()} }
`;

/**
 * The page end of a layout without footer links (or with an empty list): the way to the privacy
 * settings alone, so a visitor can change or withdraw consent on every page (issue 15).
 */
export function PrivacyFooter() {
  return (
    <Footer>
      <div>
        <PrivacySettingsButton />
      </div>
    </Footer>
  );
}
