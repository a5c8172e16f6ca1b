import { createHash } from "node:crypto";
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { textLocales, type TextLocale } from "../../../markets/schema";
import { layouts, templates, type LayoutName, type TemplateName } from "../../content/schema";
import { compiledMessagesOf, type Bundles } from "../../content/text-bundles";
import { cachedBundles } from "../../content/build/bundles-cache";
import { pageMessages, type PageBlocks } from "../namespaces";

/** A page's messages as the browser receives them: ICU syntax trees by message id. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/** What decides a page's messages, all of it in its page context: the market's text locale, the template, the layout and the blocks. */
export type MessageSource = { market: { textLocale: TextLocale }; template: TemplateName; layout: LayoutName; blocks?: PageBlocks };

const isTyped = (block: unknown): block is { type: string } =>
  block !== null && typeof block === "object" && "type" in block && typeof block.type === "string";

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => (list as readonly unknown[]).includes(value);

/** Narrows a stored page context (from Gatsby's page data) to what picks its messages. */
export function isMessageSource(value: unknown): value is MessageSource {
  if (value === null || typeof value !== "object" || !("market" in value) || !("template" in value) || !("layout" in value)) return false;
  const { market } = value;
  return (
    market !== null &&
    typeof market === "object" &&
    "textLocale" in market &&
    isOneOf(textLocales, market.textLocale) &&
    isOneOf(templates, value.template) &&
    isOneOf(layouts, value.layout) &&
    (!("blocks" in value) || value.blocks === undefined || (Array.isArray(value.blocks) && value.blocks.every(isTyped)))
  );
}

/**
 * The messages of each page, kept out of Gatsby's page context (build-time only: it reads the bundles
 * from disk). They are the same for every page of one locale, template and layout, yet a page's context
 * is stored, digested and written once per page in Gatsby's state; at ten times the help articles they
 * were most of the pages' context and of the build's memory. createPages stores only their
 * hash (`messagesHash`, so an edited message still rebuilds the page); the HTML render adds them
 * (gatsby-ssr.tsx) and the page data gets them after Gatsby has written it (`withPageDataMessages`), so
 * the browser receives the same page data as before (README, "Languages, formats and search engines").
 */
export class PageMessages {
  private readonly compiled = new Map<TextLocale, CompiledMessages>();
  private readonly hashes = new WeakMap<object, string>();

  constructor(private readonly bundles: Bundles) {}

  /** The page's messages: one shared object per locale and namespace set (src/i18n/namespaces.ts). */
  of(page: MessageSource): CompiledMessages {
    return pageMessages(this.all(page.market.textLocale), page.template, page.layout, page.blocks);
  }

  /** Every message of a locale: for what the server renders outside the page's own tree (gatsby-ssr.tsx). */
  all(locale: TextLocale): CompiledMessages {
    const all = this.compiled.get(locale) ?? compiledMessagesOf(this.bundles, locale);
    this.compiled.set(locale, all);
    return all;
  }

  /** A short digest of the page's messages, which changes whenever one of them does. */
  hashOf(page: MessageSource): string {
    const messages = this.of(page);
    const known = this.hashes.get(messages) ?? createHash("sha256").update(JSON.stringify(messages)).digest("base64url").slice(0, 16);
    this.hashes.set(messages, known);
    return known;
  }

  /**
   * A stored page context with its messages, and those of the other languages' pages an error page
   * carries (`alternates`, src/gatsby/error-pages.ts). Anything that is not a site page (Gatsby's own
   * pages) is returned as it is.
   */
  addTo(context: unknown): unknown {
    if (!isMessageSource(context)) return context;
    const alternates: unknown = "alternates" in context ? context.alternates : undefined;
    return {
      ...context,
      messages: this.of(context),
      ...(Array.isArray(alternates) ? { alternates: alternates.map((alternate: unknown) => this.addTo(alternate)) } : {}),
    };
  }
}

const byRoot = new Map<string, PageMessages>();

/** The project's messages, read once per process (and from the cache while no bundle or code changed). */
export function projectMessages(root: string = process.cwd()): PageMessages {
  const known = byRoot.get(root) ?? new PageMessages(cachedBundles(root));
  byRoot.set(root, known);
  return known;
}

/**
 * One page-data.json (as Gatsby writes it: `{ …, result: { pageContext } }`) with the messages added
 * to its page context. Page data of anything but a site page is left as it was.
 */
export function withPageDataMessages(data: unknown, messages: PageMessages): unknown {
  if (data === null || typeof data !== "object" || !("result" in data)) return data;
  const { result } = data;
  if (result === null || typeof result !== "object" || !("pageContext" in result)) return data;
  return { ...data, result: { ...result, pageContext: messages.addTo(result.pageContext) } };
}
