import { useEffect } from "react";
import { directionOf } from "../i18n/direction";

/**
 * Keeps `<html lang>` the shown page's full locale, and `dir` its direction, in the browser: a client-side navigation to a page
 * in another language (`/` to `/es`) changes it; a page in the same language leaves it untouched.
 * The server HTML carries it (src/components/seo-head.tsx). Gatsby's Head would set it again on every
 * page render, and setting `lang`, even to its current value, makes the browser restyle the whole
 * page, a cost that grows with the page and is largest while the first page starts.
 */
export function useDocumentLanguage(locale: string): void {
  useEffect(() => {
    const root = document.documentElement;
    if (root.lang !== locale) root.lang = locale;
    const dir = directionOf(locale);
    if (root.dir !== dir) root.dir = dir;
  }, [locale]);
}
