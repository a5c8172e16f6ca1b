import type { GatsbyConfig } from "gatsby";
import { brand } from "./markets/brand";

const config: GatsbyConfig = {
  // Spec §2: paths never end in a slash.
  trailingSlash: "never",
  jsxRuntime: "automatic",
  siteMetadata: { title: brand.name },
  plugins: ["gatsby-plugin-styled-components"],
};

export default config;
