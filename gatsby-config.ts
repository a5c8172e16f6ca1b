import type { GatsbyConfig } from "gatsby";
import { brand } from "./markets/brand";
import { developMiddleware } from "./src/gatsby/develop-middleware";
import { offlineOptions } from "./src/shell/page-loading/offline-options";

const config: GatsbyConfig = {
  // Spec §2: paths never end in a slash.
  trailingSlash: "never",
  jsxRuntime: "automatic",
  siteMetadata: { title: brand.name },
  plugins: [
    // Component names in class names help while developing; a release leaves them out of every chunk
    // (each styled component would carry its file and name), the component ids keep server and
    // browser classes equal.
    {
      resolve: "gatsby-plugin-styled-components",
      options: { displayName: process.env.NODE_ENV !== "production", fileName: false, pure: true },
    },
    // Spec §7: the service worker at /sw.js, registered only over https or on localhost.
    { resolve: "gatsby-plugin-offline", options: offlineOptions },
    // Gatsby's own TypeScript plugin, with its defaults and `declare` fields allowed: such a field is
    // a type only, as it is for tsc, so a class can type what its constructor sets without defining
    // the field first (src/runtime-apps/errors.ts, src/web-api/errors.ts).
    {
      resolve: "gatsby-plugin-typescript",
      options: { allExtensions: false, isTSX: false, jsxPragma: "React", allowDeclareFields: true },
    },
  ],
  // `npm run dev`: the local extras of `npm run serve` (/api, /apps/, /flags, /rum, /proxy) on Gatsby's server.
  developMiddleware,
};

export default config;
