import type { Market } from "../../markets/schema";
import type { ContentPage } from "../content/load";
import { absoluteUrl, isIndexable, pageKey, type Alternate } from "../seo/alternates";
import { languageLinks } from "../seo/language-links";
import type { PageMessages } from "../i18n/build/page-messages";
import { marketFormats } from "../i18n/formats";
import { parseMarkup } from "../markup/parse-blocks";
import type { StoredPageContext } from "../page-context/page-context";
import type { SourceContext } from "../page-context/site-page-source";
import type { PageImages } from "./page-images";

/** What a page's context takes beyond its content: the run's, its links and the parts the sources and the images step built. */
export type ContextParts = {
  /** The first day of the build's season (src/markup/seasons.ts). */
  seasonStart: string;
  messages: PageMessages;
  /** The run's pages by market (made ones included) and hreflang sets by page key: for canonical, alternate and language links. */
  links: { pages: ReadonlyMap<Market, readonly ContentPage[]>; alternates: ReadonlyMap<string, Alternate[]> };
  sources: SourceContext;
  images: PageImages;
};

/** A page's context as createPages stores it (its messages only as their digest, src/i18n/build/page-messages.ts). */
export function storedContext(
  market: Market,
  page: ContentPage,
  { seasonStart, messages, links, sources, images }: ContextParts,
): StoredPageContext {
  const { path: _path, body, blocks: _blocks, ...content } = page.content;
  const { template, layout } = page.content;
  return {
    ...content,
    ...(body === undefined ? {} : { body: parseMarkup(body) }),
    pagePath: page.urlPath,
    market,
    seasonStart,
    messagesHash: messages.hashOf({ market, template, layout, blocks: images.blocks }),
    seo: {
      canonical: absoluteUrl(market, page),
      alternates: links.alternates.get(pageKey(market, page)) ?? [],
      indexable: isIndexable(page),
    },
    languages: languageLinks(market, page, links.pages),
    ...sources,
    ...images,
    ...(content.price_from ? { priceFromText: marketFormats(market).currency(content.price_from.amount) } : {}),
  };
}
