import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { marketFormats } from "../i18n/formats";
import { useSitePage } from "../page/site-page";

const Teaser = styled.p`
  font-size: var(--text-lg); line-height: var(--leading-lg);
  font-weight: var(--weight-bold);
`;

/** The page's lowest price in the market's currency and number format, when the page has one. */
export function PriceFrom() {
  const { price_from: price, market } = useSitePage();
  if (!price) return null;
  const amount = marketFormats(market).currency(price.amount);
  return (
    <Teaser>
      <FormattedMessage id={price.unit === "day" ? "shell.priceFrom.day" : "shell.priceFrom.month"} values={{ price: amount }} />
    </Teaser>
  );
}
