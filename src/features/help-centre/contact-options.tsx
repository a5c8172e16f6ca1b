import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { useSitePage } from "../../page/site-page";
import type { HelpCentreInfo } from "../../page/help-page-data";

const Box = styled.section`
  margin-top: 2rem;
  padding: 1rem;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface};
  h2, h3 { font-size: 1.15rem; margin: 0 0 0.5rem; }
  ul { margin: 0; padding-inline-start: 1.1rem; }
  li { margin: 0.35rem 0; }
`;

/**
 * The market's ways to reach support: phone, e-mail, the contact form and the chat feedback link of
 * its config. Shown on the help home, after a 'No' vote and when a search finds nothing.
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
        <li>
          <FormattedMessage
            id="help.contact.phone"
            values={{
              phone: (
                <a href={`tel:${market.customerSupportPhone}`} dir="ltr">
                  {market.customerSupportPhoneDisplay}
                </a>
              ),
            }}
          />
        </li>
        <li>
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
        </li>
        <li>
          <a href={info.contact}>
            <FormattedMessage id="help.contact.form" />
          </a>
        </li>
        <li>
          <a href={market.chatFeedbackLink} target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="help.contact.chat" />
          </a>
        </li>
      </ul>
    </Box>
  );
}
