import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { useSitePage } from "../page-context/site-page";

const Teaser = styled.p`
  font-size: var(--text-lg); line-height: var(--leading-lg);
  font-weight: var(--weight-bold);
`;

/**
 * The page's lowest price in the market's currency and number format, when the page has one. The
 * build formats the amount (`priceFromText`), so pages carry no number formats for it.
 */
export function PriceFrom() {
  const { price_from: price, priceFromText: amount } = useSitePage();
  if (!price || amount === undefined) return null;
  return (
    <Teaser>
      <FormattedMessage id={price.unit === "day" ? "shell.priceFrom.day" : "shell.priceFrom.month"} values={{ price: amount }} />
    </Teaser>
  );
}
