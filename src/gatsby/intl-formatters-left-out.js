// Stands in, in the browser bundle, for @formatjs/intl's formatters besides formatMessage (see
// webpack.ts): dates, numbers, lists, plurals, relative times and display names. The site's pages
// show text through formatMessage and format values with src/i18n/formats.ts, so the intl object's
// other formatters were weight every page loaded for nothing. Messages keep their plural, number and
// date arguments: intl-messageformat formats those itself. Calling one of these fails loudly.
const leftOut = (name) => () => {
  throw new Error(`${name} of react-intl is left out of the browser bundle (src/gatsby/webpack.ts): use src/i18n/formats.ts.`);
};

export const formatDate = leftOut("formatDate");
export const formatDateTimeRange = leftOut("formatDateTimeRange");
export const formatDateToParts = leftOut("formatDateToParts");
export const formatDisplayName = leftOut("formatDisplayName");
export const formatList = leftOut("formatList");
export const formatListToParts = leftOut("formatListToParts");
export const formatNumber = leftOut("formatNumber");
export const formatNumberToParts = leftOut("formatNumberToParts");
export const formatPlural = leftOut("formatPlural");
export const formatRelativeTime = leftOut("formatRelativeTime");
export const formatTime = leftOut("formatTime");
export const formatTimeToParts = leftOut("formatTimeToParts");
export const getFormatter = leftOut("getFormatter");
