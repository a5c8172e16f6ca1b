/**
 * Babel for the site's own code in Gatsby's webpack builds (Gatsby adds its required plugins and the
 * TypeScript preset to this). It replaces babel-preset-gatsby, which compiles classes, spread, `?.`
 * and `??` down to old JavaScript whatever the browserslist says; every browser of the browserslist
 * in package.json runs them natively, and shipping them as written keeps each page's JavaScript smaller.
 */
module.exports = (api) => ({
  // Gatsby's TypeScript plugin adds Babel plugins that compile `?.` and `??` for every browser, whatever
  // the browserslist says, and offers no way to remove them. They need not guard against
  // `document.all` (an object equal to null that no code here touches): with this assumption they
  // write `x == null` instead of `x === null || x === void 0` (about 0.1 KiB gzip of every first load).
  assumptions: { noDocumentAll: true },
  presets: [
    // Targets come from package.json's browserslist (Gatsby's default list, written down).
    ["@babel/preset-env", { bugfixes: true, modules: false, exclude: ["transform-typeof-symbol"] }],
    ["@babel/preset-react", { runtime: "automatic", development: api.env("development") }],
  ],
  plugins: [["@babel/plugin-transform-runtime", { helpers: true, regenerator: false, useESModules: true }]],
});
