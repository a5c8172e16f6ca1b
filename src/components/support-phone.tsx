import { FormattedMessage } from "react-intl";
import { useSitePage } from "../page-context/site-page";
import { phoneIcon } from "../theme/icons";
import { IconLine } from "./icon-line";

/**
 * The market's support-phone line: the phone icon, then a sentence of the text bundles whose
 * `{phone}` is the number as a call link (written left to right in every language).
 */
export function SupportPhone({ as, messageId }: { as: "li" | "p"; messageId: string }) {
  const { market } = useSitePage();
  return (
    <IconLine as={as} icon={phoneIcon}>
      <FormattedMessage
        id={messageId}
        values={{
          phone: (
            <a href={`tel:${market.customerSupportPhone}`} dir="ltr">
              {market.customerSupportPhoneDisplay}
            </a>
          ),
        }}
      />
    </IconLine>
  );
}
