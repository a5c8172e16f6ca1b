/** webpack's module context (webpack 5.70+), present only in code webpack bundles: https://webpack.js.org/api/module-variables/#importmetawebpackcontext */
interface WebpackModuleContext {
  keys(): string[];
  (request: string): unknown;
}

interface ImportMeta {
  webpackContext: (request: string, options: { recursive?: boolean; regExp?: RegExp }) => WebpackModuleContext;
}
