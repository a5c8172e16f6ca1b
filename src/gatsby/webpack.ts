import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { GatsbyNode } from "gatsby";
import { consentHeadCode } from "../features/consent/build/head-code";
import { CONTENT_HASH_DIGITS } from "../build/caching";
import { ChunkMapPlugin } from "./chunk-map";
import { CompileHintsPlugin } from "./compile-hints";

// gatsby-node is bundled without CommonJS's require; resolve from the site's own node_modules.
const siteRequire = createRequire(join(process.cwd(), "package.json"));

/**
 * Trims of every page's JavaScript:
 * - Messages reach the browser already parsed (see site-pages.ts), so the browser bundle swaps the
 *   ICU parser for its parser-less build, the larger part of react-intl's weight. The ES module build
 *   of it (`lib/`), not the CommonJS one, so that webpack keeps only the tslib helpers it uses.
 * - hoist-non-react-statics is used only by react-intl's `injectIntl`, which the site does not use; the
 *   package has no side effects but, being CommonJS without a `sideEffects` flag, webpack keeps it
 *   (and its copy of react-is) unless told so.
 * - Gatsby's internal Partytown plugin has browser code for `gatsby develop` only (it returns at once in
 *   production), but its CommonJS requires keep gatsby-script and Partytown's integration in every
 *   page's app chunk. The site uses no `<Script>`, so the production bundle gets an empty plugin in
 *   its place.
 * - react-intl, @formatjs/intl and intl-messageformat each bring their own copy of tslib (the same
 *   version): one copy serves all three.
 * - gatsby-plugin-styled-components' browser code wraps the page in a StyleSheetManager whose only
 *   setting, `disableVendorPrefixes`, styled-components 6 no longer reads: the wrapper changes
 *   nothing, but its import put styled-components' evaluation (and the reading of the server's
 *   styles) into the app chunk's first task, the longest task of every page. The production bundle
 *   gets the empty plugin instead; the plugin's Babel setup and server render stay, and the page shell
 *   brings styled-components in a task of its own (src/shell/page-shell.ts).
 * - styled-components 6 prefixes nothing unless told to (`enableVendorPrefixes`, never set here), but
 *   imports stylis's prefixer, whose property tables were 1.3 KiB gzip of every page's first load:
 *   the browser bundle gets a stub that throws if it is ever called (no-vendor-prefixes.js). The
 *   server render keeps stylis as it is.
 * - react-intl's intl object binds every formatter of @formatjs/intl (dates, numbers, lists, plurals,
 *   relative times, display names); the site's code calls only formatMessage (a unit test keeps it
 *   so). The browser bundle gets stubs that throw in their place (intl-formatters-left-out.js).
 * - Gatsby's scroll handler (gatsby-react-router-scroll) restores positions only where the site's
 *   shouldUpdateScroll allows, which is never (the shell scrolls, scroll-policy.ts), yet it saved every
 *   scroll position to sessionStorage: the production bundle gets a wrapper that renders the page.
 * - Each template's chunk holds all of its own code: no chunks shared by some templates. The few
 *   modules the page shell shares with the lazy chunks of a first view are one chunk, fetched once.
 */
/** Modules the page shell, the runtime-app runner and the consent banner all use: one chunk of their own. */
const SHELL_SHARED =
  /[\\/]src[\\/](?:environment[\\/](?:storage|environment)|runtime-apps[\\/]debug-mode|services[\\/]consent[\\/]state)\.ts$/;

/** A lazy chunk's file in the production bundle: its chunk id and content hash (e.g. `4120-0123456789.js`). */
export const LAZY_CHUNK_FILENAME = "[id]-[contenthash].js";

type OnCreateWebpackConfig = NonNullable<GatsbyNode["onCreateWebpackConfig"]>;

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }) => {
  // Gatsby writes full source maps of both production bundles. No host tree ships them (the split
  // leaves .map files out), and they cost about a tenth of a cold build:all. SOURCE_MAPS=1 brings them back.
  if ((stage === "build-javascript" || stage === "build-html") && process.env.SOURCE_MAPS !== "1")
    actions.setWebpackConfig({ devtool: false });
  // The HTML renderer gets the consent files' code as constants (src/features/consent/build/head-script.tsx):
  // reading them from disk while rendering made Gatsby flag the renderer as using the file system and
  // render every page again on every build. A changed file changes the renderer, so its pages render again.
  if (stage === "build-html" || stage === "develop-html")
    actions.setWebpackConfig({ plugins: [plugins.define({ CONSENT_HEAD_CODE: JSON.stringify(consentHeadCode()) })] });
  if (stage !== "build-javascript" && stage !== "develop") return;
  const production = stage === "build-javascript";
  actions.setWebpackConfig({
    resolve: {
      alias: {
        "@formatjs/icu-messageformat-parser$": siteRequire.resolve("@formatjs/icu-messageformat-parser/lib/no-parser"),
        tslib$: tslibFor("react-intl"),
        ...(production
          ? Object.fromEntries(
              ["gatsby/dist/internal-plugins/partytown/gatsby-browser.js", "gatsby-plugin-styled-components/gatsby-browser.js"].map(
                (plugin) => [siteRequire.resolve(plugin), join(process.cwd(), "src/gatsby/no-browser-plugin.js")],
              ),
            )
          : {}),
        ...(production ? { "gatsby-react-router-scroll$": join(process.cwd(), "src/gatsby/no-scroll-handler.js") } : {}),
      },
    },
    module: { rules: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }] },
    plugins: [
      swapImports(plugins, /[\\/]node_modules[\\/]stylis(?:[\\/]src)?$/, /^\.\/(?:src\/)?Prefixer\.js$/, "no-vendor-prefixes.js"),
      swapImports(
        plugins,
        /[\\/]node_modules[\\/]@formatjs[\\/]intl[\\/]lib(?:[\\/]src)?$/,
        /^\.\/(?:src\/)?(?:dateTime|displayName|list|number|plural|relativeTime)$/,
        "intl-formatters-left-out.js",
      ),
      // V8 compiles the first view's chunks while they stream in, not on the main thread as they run
      // (compile-hints.ts); Gatsby's map of the chunks' scripts lists the files named by chunk id (chunk-map.ts).
      ...(production ? [new CompileHintsPlugin(), new ChunkMapPlugin()] : []),
    ],
    // Gatsby splits code that some lazy chunks share (20,000 bytes and more) into chunks of their own:
    // the start page loaded the header and markup, and the blocks, as two such chunks beside its
    // template's. A first visit downloads less in one file (Brotli compresses a file as a whole, and each
    // file adds its wrapper and an entry in webpack's runtime), so every template's chunk carries its
    // own copy (docs/budgets.md, "JavaScript by network idle"); a navigation to another template
    // downloads that copy again. Lazy chunks (dialogs, the runner, the banner) stay chunks of their own,
    // with a copy of what they use. The small modules the page shell, the runtime-app runner and the
    // consent banner share (storage, environment, debug mode, consent state), which a first view loads
    // together, go into one chunk instead of two or three copies. A lower edge for all shared code split
    // the start page into 29 files and downloaded more.
    ...(production
      ? {
          optimization: {
            splitChunks: {
              cacheGroups: {
                shared: false,
                shellShared: { test: SHELL_SHARED, chunks: "async", name: "shell-shared", minSize: 0, priority: 30 },
              },
            },
          },
        }
      : {}),
  });
  // Every page's webpack runtime names each chunk's content hash: ten hex digits instead of webpack's
  // twenty take 0.34 KiB off every page's download (Brotli: hex digits barely compress), and 40 bits
  // still tell a few hundred files apart (src/build/caching.ts reads the same length). The runtime also
  // held each lazy chunk's name to build its file's (`component---src-templates-…-tsx` for each of 39
  // templates, `app-runner`, …): files named by chunk id leave that table out, 0.52 KiB off every page
  // (`docs/page-loading.md`). Gatsby finds a chunk's files by its name in webpack's stats, as before;
  // the first view's chunks (`framework`, `app`, `commons`) keep their names. setWebpackConfig drops
  // `output`, so the whole configuration is replaced with it set.
  if (production) {
    const config: { output?: object } = getConfig();
    actions.replaceWebpackConfig({
      ...config,
      output: { ...config.output, hashDigestLength: CONTENT_HASH_DIGITS, chunkFilename: LAZY_CHUNK_FILENAME },
    });
  }
};

/** What webpack is about to resolve: an import's request and the directory of the module that makes it. */
export type ImportRequest = { context: string; request: string };

/**
 * Webpack's NormalModuleReplacementPlugin, set to resolve the imports that match `request` in the
 * modules of the directories `from` matches to `stub` of src/gatsby instead. Swapping the request
 * before it is resolved makes every such import one module (swapping the resolved file would make one
 * copy per import).
 */
function swapImports(plugins: Parameters<OnCreateWebpackConfig>[0]["plugins"], from: RegExp, request: RegExp, stub: string): unknown {
  const replacement = join(process.cwd(), "src/gatsby", stub);
  const swap = (data: ImportRequest): void => {
    if (from.test(data.context)) data.request = replacement;
  };
  return plugins.normalModuleReplacement(request, swap);
}

/** The ES module build of the tslib a package uses (the copy under its own node_modules, if any). */
function tslibFor(pkg: string): string {
  const packageRequire = createRequire(siteRequire.resolve(`${pkg}/package.json`));
  return join(dirname(packageRequire.resolve("tslib/package.json")), "tslib.es6.mjs");
}
