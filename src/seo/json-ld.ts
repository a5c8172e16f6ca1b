/** A link of a breadcrumb trail: its title and path on the host. */
export type TrailLink = Readonly<{ title: string; path: string }>;

/**
 * JSON that is safe inside a `<script>` element, JSON-LD or the data of the site's inline code: the
 * HTML parser ends the element at `</script` in any string, so every `<` is escaped.
 */
export const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");

/** JSON-LD text that is safe inside a `<script type="application/ld+json">`. */
export const jsonLdText = (data: object): string => scriptSafeJson(data);

/** schema.org `BreadcrumbList` of a trail, with absolute URLs on the market's host; safe inside a script element. */
export function breadcrumbJsonLd(items: readonly TrailLink[], host: string): string {
  return jsonLdText({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.title,
      item: `https://${host}${item.path}`,
    })),
  });
}
