import type { BlockType } from "../content/blocks-schema";
import type { LayoutName, TemplateName } from "../content/schema";

/**
 * Which messages a page carries. Messages travel in each page's data, and a help article does not
 * need the offers list's words: the namespace (a key's first part, `offers.` in `offers.title`) is
 * picked by what the page can show. A page's template, layout and content blocks decide it; the test
 * `namespaces.test.ts` reads every source file for the keys it names and fails when a screen's
 * namespace is missing here.
 */

/** The shell of every page: header, menu, footer, language names, layouts' own parts, consent, app slots, the markup renderer's words, the language's date pattern, the other-language suggestion. */
export const EVERY_PAGE: readonly string[] = ["shell", "language", "layout", "apps", "consent", "markup", "format", "languageSuggestion"];
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
  account: ["account"],
  "branch-finder": ["branches"],
  "branch-city": ["branches"],
  truck: ["fleet"],
  fleet: ["fleet"],
  "zen-home": ["zen"],
  "long-term-rental": ["longTerm"],
};

/** Each layout's own screens: the plus layout shows the offers list (the FAQ page a link named like it) and its reviews. */
export const byLayout: Readonly<Partial<Record<LayoutName, readonly string[]>>> = {
  plus: ["plus", "offers", "errors"],
  zen: ["zen"],
};

/** Each content block's own words (docs/blocks.md): only the app banner has some, its stores' names. */
export const byBlock: Readonly<Partial<Record<BlockType, readonly string[]>>> = {
  "app-banner": ["blocks"],
};

/** The types of a page's content blocks, as its page context holds them. */
export type PageBlocks = readonly { type: string }[] | undefined;

/** The namespaces of a page with this template and layout, and these blocks. */
export function messageNamespaces(template: TemplateName, layout: LayoutName, blocks: PageBlocks = []): ReadonlySet<string> {
  const ofBlocks = blocks.flatMap(({ type }) => Object.entries(byBlock).find(([name]) => name === type)?.[1] ?? []);
  return new Set([...EVERY_PAGE, ...(byTemplate[template] ?? []), ...(byLayout[layout] ?? []), ...ofBlocks]);
}

/** Pages made from one locale's messages with the same namespaces get one object, shared by reference. */
const made = new WeakMap<object, Map<string, object>>();

/**
 * The messages of a page with this template and layout, out of its locale's. Pages that carry the same
 * namespaces of the same messages object share one result: tens of thousands of help pages, each with
 * its own copy of the same keys, would fill Gatsby's state.
 */
export function pageMessages<T>(
  messages: Readonly<Record<string, T>>,
  template: TemplateName,
  layout: LayoutName,
  blocks?: PageBlocks,
): Record<string, T> {
  const wanted = messageNamespaces(template, layout, blocks);
  const key = [...wanted].sort().join(",");
  const known = made.get(messages) ?? new Map<string, object>();
  made.set(messages, known);
  // Made by this function from this very `messages` object, so its values are T.
  const shared = known.get(key) as Record<string, T> | undefined;
  if (shared) return shared;
  const picked = Object.fromEntries(Object.entries(messages).filter(([name]) => wanted.has(name.slice(0, name.indexOf(".")))));
  known.set(key, picked);
  return picked;
}
