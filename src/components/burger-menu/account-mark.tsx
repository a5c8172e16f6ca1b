import { useIntl } from "react-intl";
import styled from "styled-components";
import { accountIcon } from "../../theme/icons";
import { VisuallyHidden } from "../../theme/visually-hidden";
import { Icon } from "../icons/icon";
import { accountHint, type AccountLink } from "./groups";

/** The icon's size beside a menu link's text (CSS pixels). */
const ACCOUNT_ICON_SIZE = 18;

const Mark = styled.span`
  display: inline-flex;
  vertical-align: middle;
  margin-inline-start: var(--space-2);
`;

/**
 * The mark of a link into the account area (spec §3's account flag): a person icon after the link's
 * text, and for screen readers "opens your account" with whether the route asks for sign-in.
 */
export function AccountMark({ link }: { link: AccountLink }) {
  const intl = useIntl();
  return (
    <>
      <Mark>
        <Icon d={accountIcon} size={ACCOUNT_ICON_SIZE} />
      </Mark>
      <VisuallyHidden>{accountHint(intl, link)}</VisuallyHidden>
    </>
  );
}
