import { useMemo } from "react";
import { useIntl } from "react-intl";
import { marketFormats, type MarketFormats } from "../i18n/formats";
import { useSitePage } from "./site-page";

/** The page's formats: the market's (spec §9), dates written in the pattern of the page's text bundle (`format.date`). */
export function useMarketFormats(): MarketFormats {
  const { market } = useSitePage();
  const intl = useIntl();
  const datePattern = "format.date" in intl.messages ? intl.formatMessage({ id: "format.date" }) : undefined;
  return useMemo(() => marketFormats(market, { datePattern }), [market, datePattern]);
}
