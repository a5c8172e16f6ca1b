import { useIntl } from "react-intl";
import { datePatternOf } from "../i18n/date-pattern";
import { useSitePage } from "./site-page";

/**
 * The page's numeric date pattern (`DD.MM.YYYY`…, the one rule of src/i18n/date-pattern.ts), for
 * what needs the pattern and none of the formatters: a runtime app's `dateFormat`.
 */
export function useDatePattern(): string {
  const { market } = useSitePage();
  return datePatternOf(market, useIntl().formatMessage({ id: "format.date" }));
}
