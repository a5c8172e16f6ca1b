/**
 * Options of gatsby-plugin-offline (docs/page-loading.md). No page HTML is precached: a precached
 * page would be served from the cache before the network and could pair an old page with new page
 * data after a deploy. Visited pages come back offline through Gatsby's app shell instead.
 */
export const offlineOptions = {
  workboxConfig: {
    // The plugin merges this list into its own four entries index by index, so all four are given.
    runtimeCaching: [
      // Third-party scripts through the proxy end in .js too; they must never be served stale.
      { urlPattern: /\/proxy\?/, handler: "NetworkOnly" },
      { urlPattern: /(\.js$|\.css$|static\/)/, handler: "CacheFirst" },
      // Page data and app data name the current release: the network wins while online, so a deploy
      // shows on the next navigation and a new build hash is seen at once; the cache is for offline.
      { urlPattern: /^https?:.*\/page-data\/.*\.json/, handler: "NetworkFirst", options: { networkTimeoutSeconds: 3 } },
      { urlPattern: /^https?:.*\.(png|jpg|jpeg|webp|avif|svg|gif|tiff|js|woff|woff2|json|css)$/, handler: "StaleWhileRevalidate" },
    ],
  },
};
