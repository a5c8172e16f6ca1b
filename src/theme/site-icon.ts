/** The site's icon, static/icon.svg (which the web manifest names), as the head's data URL: a favicon request was one before the first paint. */
export const SITE_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#ff5f00"/><path d="M14 46V18h7l11 15 11-15h7v28h-7V30L32 44 21 30v16z" fill="#fff"/></svg>';

export const siteIconDataUrl = `data:image/svg+xml,${encodeURIComponent(SITE_ICON_SVG)}`;
