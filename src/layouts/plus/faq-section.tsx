import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { FAQ_TARGET_ID } from "../../components/faq-button";
import { ContentLink } from "../../components/link";
import { SupportPhone } from "../../components/support-phone";
import { useNear } from "../../hooks/use-near";
import { useFlag, useFlagsNeeded } from "../../services/feature-flags";
import type { SitePageContext } from "../../page-context/page-context";

const Section = styled.section`
  margin-top: var(--space-7);
  padding: var(--space-5);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  &:focus { outline: none; }
  h2 { margin-top: 0; }
  p:last-child { margin-bottom: 0; }
`;

/** The plus page's how-it-works section, target of the FAQs button; the hotline line (led by the phone icon) follows its feature flag. */
export function FaqSection({ market }: { market: SitePageContext["market"] }) {
  const intl = useIntl();
  const hotline = useFlag("hotline");
  // The hotline line follows the flag service once the section is in view.
  const [section, inView] = useNear<HTMLElement>("0px");
  useFlagsNeeded(inView);
  const headingId = `${FAQ_TARGET_ID}-heading`;
  return (
    <Section ref={section} id={FAQ_TARGET_ID} tabIndex={-1} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="layout.plus.howTo.title" />
      </h2>
      <p>
        <FormattedMessage id="layout.plus.howTo.text" />
      </p>
      {market.links.plusFaq && (
        <p>
          <ContentLink href={market.links.plusFaq}>{intl.formatMessage({ id: "layout.plus.howTo.faqLink" })}</ContentLink>
        </p>
      )}
      {hotline && <SupportPhone as="p" messageId="layout.plus.howTo.hotline" />}
    </Section>
  );
}
