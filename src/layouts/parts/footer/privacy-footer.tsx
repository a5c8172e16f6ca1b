import styled from "styled-components";
import { PrivacySettingsButton } from "../../../features/consent/settings-button";
import { pageColumn } from "../../../components/page-frame/page-column";

const Footer = styled.footer`
  margin-top: 3rem;
  padding: 1.25rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
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
