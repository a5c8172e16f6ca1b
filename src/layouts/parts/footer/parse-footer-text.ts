import { safeHref } from "../../../markup/links";
import type { FooterLink } from "./footer-links";

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/**
 * The links written in a footer text as `[title](url)`; a leading `_` in the URL opens a new window,
 * as in the editorial markup. Unsafe URLs are dropped.
 */
export function parseFooterText(text: string): FooterLink[] {
  const links: FooterLink[] = [];
  for (const [, title = "", raw = ""] of text.matchAll(LINK)) {
    const newWindow = raw.startsWith("_");
    const url = safeHref(newWindow ? raw.slice(1) : raw);
    if (url && title.trim()) links.push({ title: title.trim(), url, target: newWindow ? 1 : 0 });
  }
  return links;
}
