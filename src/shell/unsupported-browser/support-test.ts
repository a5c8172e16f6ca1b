/**
 * What the site's scripts need of a browser, as one ES5 expression the page's inline starter evaluates
 * before it starts them (src/shell/page-loading/build/start-after-paint.ts). Feature tests, never the user
 * agent: a browser that passes runs everything, one that fails keeps the server-rendered page and gets
 * the notice instead (docs/page-loading.md, "Browsers the site supports").
 */
export const SUPPORT_CHECKS: readonly { needs: string; test: string }[] = [
  // The menu and every dialog are native modal dialogs (src/components/dialog.tsx).
  { needs: "native modal dialogs", test: 'typeof HTMLDialogElement=="function"&&"showModal" in HTMLDialogElement.prototype' },
  // Prefetching and the slots' lazy starts watch elements come into view.
  { needs: "IntersectionObserver", test: '"IntersectionObserver" in window' },
  // The bundles use ES2019-2022 built-ins untranspiled (Object.fromEntries, Array.prototype.at…).
  { needs: "ES2022 built-ins", test: 'typeof Object.fromEntries=="function"&&typeof Array.prototype.at=="function"' },
  // Layouts use logical inset and gap in flex boxes; CSS.supports answers for both.
  { needs: "CSS.supports and inset", test: 'typeof CSS=="object"&&typeof CSS.supports=="function"&&CSS.supports("inset","0")' },
];

/** The checks as one ES5 expression that is true when the browser has everything, false (never an exception) otherwise. */
export const supportTestCode = (): string =>
  `(function(){try{return !!(${SUPPORT_CHECKS.map((check) => `(${check.test})`).join("&&")})}catch(e){return false}})()`;
