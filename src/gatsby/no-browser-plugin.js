// Stands in, in the production bundle, for a plugin's browser code that does nothing there (see
// webpack.ts): Gatsby's Partytown plugin, which runs in `gatsby develop` only, and the styled-components
// plugin's wrapper, whose one setting styled-components 6 ignores. It implements no browser API.
export {};
