import { useMemo } from "react";
import { useIntl } from "react-intl";
import { marketFormats, type MarketFormats } from "../i18n/formats";
import { useSitePage } from "./site-page";

/**
 * The page's formats: the market's (spec §9), numeric dates in the market's pattern where it sets one,
 * else in the page's text bundle's (`format.date`, in every page's messages: src/i18n/namespaces.ts).
 */
export function useMarketFormats(): MarketFormats {
  const { market } = useSitePage();
  const bundleDatePattern = useIntl().formatMessage({ id: "format.date" });
  return useMemo(() => marketFormats(market, bundleDatePattern), [market, bundleDatePattern]);
}
