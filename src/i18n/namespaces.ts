import type { LayoutName, TemplateName } from "../content/schema";

/**
 * Which messages a page carries. Messages travel in each page's data, and a help article does not
 * need the offers list's words: the namespace (a key's first part, `offers.` in `offers.title`) is
 * picked by what the page can show. A page's template and layout decide it; the test
 * `namespaces.test.ts` reads every source file for the keys it names and fails when a screen's
 * namespace is missing here.
 */

/** The shell of every page: header, menu, footer, language names, layouts' own parts, consent, app slots, the markup renderer's words. */
export const EVERY_PAGE: readonly string[] = ["shell", "language", "layout", "apps", "consent", "markup"];
/** A form that talks to the web API: fields, their rules, the API's error messages. */
export const FORM: readonly string[] = ["form", "validation", "errors"];

const HELP_CENTRE = ["help", "contact", ...FORM];
const RIDE_SIGN_UP = ["ride", ...FORM];

/** Each template's own screens. */
export const byTemplate: Readonly<Partial<Record<TemplateName, readonly string[]>>> = {
  "not-found": ["notFound"],
  "server-error": ["notFound", "serverError"],
  "help-home": HELP_CENTRE,
  "help-search": HELP_CENTRE,
  "help-category": HELP_CENTRE,
  "help-section": HELP_CENTRE,
  "help-article": HELP_CENTRE,
  "ride-help-home": HELP_CENTRE,
  "ride-help-category": HELP_CENTRE,
  "ride-help-section": HELP_CENTRE,
  "ride-help-article": HELP_CENTRE,
  "ride-signup": RIDE_SIGN_UP,
  "ride-confirm": RIDE_SIGN_UP,
  "ride-thank-you": RIDE_SIGN_UP,
  "plus-campaign": ["plus", "campaign", ...FORM],
};

/** Each layout's own screens: the plus layout shows the offers list and its reviews on every page. */
export const byLayout: Readonly<Partial<Record<LayoutName, readonly string[]>>> = {
  plus: ["plus", "offers", "errors"],
};

/** The namespaces of a page with this template and layout. */
export function messageNamespaces(template: TemplateName, layout: LayoutName): ReadonlySet<string> {
  return new Set([...EVERY_PAGE, ...(byTemplate[template] ?? []), ...(byLayout[layout] ?? [])]);
}

/** The messages of a page with this template and layout, out of its locale's. */
export function pageMessages<T>(messages: Readonly<Record<string, T>>, template: TemplateName, layout: LayoutName): Record<string, T> {
  const wanted = messageNamespaces(template, layout);
  return Object.fromEntries(Object.entries(messages).filter(([key]) => wanted.has(key.slice(0, key.indexOf(".")))));
}
