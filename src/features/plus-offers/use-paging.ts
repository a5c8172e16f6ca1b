import { useState } from "react";
import { PAGE_SIZE } from "./screen-parts";

/**
 * The first pages of a list, one more on each 'Show more' (all of it when `paged` is off). A new
 * `key` (other filters, another tab) starts again at the first page.
 */
export function usePaging<T>(items: readonly T[], paged: boolean, key: string) {
  const [pages, setPages] = useState({ key, count: 1 });
  const count = pages.key === key ? pages.count : 1;
  const visible = paged ? items.slice(0, count * PAGE_SIZE) : items;
  return { visible, hasMore: visible.length < items.length, showMore: () => setPages({ key, count: count + 1 }) };
}
