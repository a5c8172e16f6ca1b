// Stands in, in the production bundle, for a Gatsby-internal plugin whose browser code runs in
// `gatsby develop` only (see webpack.ts): it implements no browser API.
export {};
