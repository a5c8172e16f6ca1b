import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { ActionLink } from "../../components/action-link";

const Way = styled.p`
  margin: var(--space-6) 0 0;
`;

/**
 * The plus FAQ page's way to the offers: the plus start page lists them with their filters. The FAQ
 * page stays about its questions (a second copy of the 27-offer list pushed its how-it-works section
 * and reviews a screen or more down, and cost a phone's first view 16 KiB of script and most of its
 * main thread: docs/budgets.md).
 */
export function OffersLink({ href }: { href: string }) {
  return (
    <Way>
      <ActionLink href={href}>
        <FormattedMessage id="offers.title" />
      </ActionLink>
    </Way>
  );
}
