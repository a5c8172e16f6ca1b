import type { GatsbyConfig } from "gatsby";
import { brand } from "./markets/brand";
import { offlineOptions } from "./src/shell/page-loading/offline-options";

const config: GatsbyConfig = {
  // Spec §2: paths never end in a slash.
  trailingSlash: "never",
  jsxRuntime: "automatic",
  siteMetadata: { title: brand.name },
  plugins: [
    "gatsby-plugin-styled-components",
    // Spec §7: the service worker at /sw.js, registered only over https or on localhost.
    { resolve: "gatsby-plugin-offline", options: offlineOptions },
  ],
};

export default config;
