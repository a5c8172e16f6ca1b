import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { ContentLink } from "../../components/link";

const Way = styled.p`
  margin: var(--space-6) 0 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: var(--control-height);
    padding: var(--space-2) var(--space-4);
    border-radius: var(--radius-sm);
    background: var(--color-brand);
    /* Dark text on the brand orange, as the primary button: white would fail contrast. */
    color: var(--color-on-brand);
    font-weight: var(--weight-bold);
    text-decoration: none;
  }
  a:hover { background: var(--color-brand-hover); }
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
      <ContentLink href={href}>
        <FormattedMessage id="offers.title" />
      </ContentLink>
    </Way>
  );
}
