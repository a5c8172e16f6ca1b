// One file per Node API, in src/gatsby/.
export { onPreInit } from "./src/gatsby/on-pre-init";
export { createPages } from "./src/gatsby/create-pages";
export { onPreBuild } from "./src/gatsby/on-pre-build";
export { onCreateDevServer } from "./src/gatsby/on-create-dev-server";
export { onPostBuild } from "./src/gatsby/on-post-build";
export { onCreateWebpackConfig } from "./src/gatsby/webpack";
