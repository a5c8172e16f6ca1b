// Stands in, in the browser bundle, for stylis's vendor prefixer (see webpack.ts). styled-components 6
// runs it only when a StyleSheetManager sets `enableVendorPrefixes`, which the site never does
// (every supported browser reads the standard properties), so its tables of prefixed properties
// were weight every page loaded for nothing. Should a page ask for prefixes, it fails loudly here
// instead of rendering without them.
export function prefix() {
  throw new Error("Vendor prefixes are left out of the browser bundle (src/gatsby/webpack.ts): do not set enableVendorPrefixes.");
}
