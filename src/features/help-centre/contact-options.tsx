import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { IconLine } from "../../components/icon-line";
import { SupportPhone } from "../../components/support-phone";
import { chatIcon, mailIcon } from "../../theme/icons";
import { useSitePage } from "../../page-context/site-page";
import type { HelpCentreInfo } from "../../page-context/help-page-data";

const Box = styled.section`
  margin-top: var(--space-6);
  padding: var(--space-5);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  h2, h3 { font-size: var(--text-lg); line-height: var(--leading-lg); margin: 0 0 var(--space-3); }
  ul { margin: 0; padding: 0; list-style: none; }
  li { margin: var(--space-2) 0; }
`;

/**
 * The market's ways to reach support: phone, e-mail, the contact form and the chat feedback link of
 * its config, each led by its channel's icon. Shown on the help home, after a 'No' vote and when a
 * search finds nothing.
 */
export function ContactOptions({ info, headingLevel, id }: { info: HelpCentreInfo; headingLevel: 2 | 3; id?: string }) {
  const { market } = useSitePage();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `${id ?? "help-contact"}-title`;
  return (
    <Box aria-labelledby={headingId} id={id}>
      <Heading id={headingId} tabIndex={-1}>
        <FormattedMessage id="help.contact.title" />
      </Heading>
      <ul>
        <SupportPhone as="li" messageId="help.contact.phone" />
        <IconLine as="li" icon={mailIcon}>
          <FormattedMessage
            id="help.contact.mail"
            values={{
              mail: (
                <a href={`mailto:${market.customerSupportMail}`} dir="ltr">
                  {market.customerSupportMail}
                </a>
              ),
            }}
          />
        </IconLine>
        <IconLine as="li">
          <a href={info.contact}>
            <FormattedMessage id="help.contact.form" />
          </a>
        </IconLine>
        <IconLine as="li" icon={chatIcon}>
          <a href={market.chatFeedbackLink} target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="help.contact.chat" />
          </a>
        </IconLine>
      </ul>
    </Box>
  );
}
