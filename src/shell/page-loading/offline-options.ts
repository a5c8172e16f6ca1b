import { runtimeConfig } from "../../runtime-apps/config";

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * The start of every runtime app's URL, in every environment: `/apps/` on any host (dev, the local
 * server) and the apps hosts of stage and prod. Runtime apps are deployed on their own; their
 * bootstrapper must always come from the network, and the worker has no business in their path.
 */
export const appUrlStart = Object.values(runtimeConfig.appRoot)
  .map((root) => (root.startsWith("/") ? `https?:\\/\\/[^/?#]+${escape(root)}` : escape(root)))
  .join("|");

/**
 * Options of gatsby-plugin-offline (docs/page-loading.md). No page HTML is precached: a precached
 * page would be served from the cache before the network and could pair an old page with new page
 * data after a deploy. Visited pages come back offline through Gatsby's app shell instead.
 *
 * No route matches a runtime app's URL, so the worker answers none of them: the browser fetches them
 * itself, without the worker's extra hop, and nothing of theirs is cached.
 */
export const offlineOptions = {
  workboxConfig: {
    // The plugin merges this list into its first four entries index by index, so all four are given.
    runtimeCaching: [
      // Third-party scripts through the proxy end in .js too; they must never be served stale.
      { urlPattern: /\/proxy\?/, handler: "NetworkOnly" },
      // The site's own scripts and styles (their names change with their content). Workbox applies a
      // match that does not start at the URL's beginning to same-origin URLs only, hence the lookbehind.
      { urlPattern: new RegExp(`(?<!^(?:${appUrlStart}).*)(\\.js$|\\.css$|static\\/)`), handler: "CacheFirst" },
      // Page data and app data name the current release: the network wins while online, so a deploy
      // shows on the next navigation and a new build hash is seen at once; the cache is for offline.
      { urlPattern: /^https?:.*\/page-data\/.*\.json/, handler: "NetworkFirst", options: { networkTimeoutSeconds: 3 } },
      {
        urlPattern: new RegExp(`^(?!${appUrlStart})https?:.*\\.(png|jpg|jpeg|webp|avif|svg|gif|tiff|js|woff|woff2|json|css)$`),
        handler: "StaleWhileRevalidate",
      },
    ],
  },
};
