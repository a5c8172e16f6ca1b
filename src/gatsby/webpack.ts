import { createRequire } from "node:module";
import { join } from "node:path";
import type { GatsbyNode } from "gatsby";

// gatsby-node is bundled without CommonJS's require; resolve from the site's own node_modules.
const siteRequire = createRequire(join(process.cwd(), "package.json"));

/**
 * Two trims of every page's JavaScript:
 * - Messages reach the browser already parsed (see create-pages.ts), so the browser bundle swaps the
 *   ICU parser for its parser-less build: about 10 KiB gzip less. The ES module build of it (`lib/`),
 *   not the CommonJS one, so that webpack keeps only the tslib helpers it uses (4 KiB gzip less).
 * - hoist-non-react-statics is used only by react-intl's `injectIntl`, which the site does not use; the
 *   package has no side effects but, being CommonJS without a `sideEffects` flag, webpack keeps it
 *   (and its copy of react-is) unless told so.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript" && stage !== "develop") return;
  actions.setWebpackConfig({
    resolve: { alias: { "@formatjs/icu-messageformat-parser$": siteRequire.resolve("@formatjs/icu-messageformat-parser/lib/no-parser") } },
    module: { rules: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }] },
  });
};
