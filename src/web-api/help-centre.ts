import * as v from "valibot";
import { defineEndpoint } from "./endpoint";
import { countryCode, id, isoDateTime, languageTag, queryInt, slug, text } from "./fields";
import { SEARCH_MAX, SEARCH_MIN } from "./help-search-limits";

export { SEARCH_MAX, SEARCH_MIN };

/** The two help centres: rent under /v1/knowledge-article, ride under /v1/ride-help-centre (spec §7). */
export const helpCentres = ["rent", "ride"] as const;
export type HelpCentre = (typeof helpCentres)[number];
const prefixOf = { rent: "/v1/knowledge-article", ride: "/v1/ride-help-centre" } as const;

/**
 * The language of an object's texts (BCP 47, e.g. `en`, `ar`): a centre without the language asked
 * for answers in another. Absent means the language asked for (the first of `Accept-Language`).
 */
const locale = v.optional(languageTag);

const category = v.object({
  id,
  slug,
  title: v.string(),
  /** One sentence on what the category covers. */
  description: v.string(),
  locale,
});
export type HelpCategory = v.InferOutput<typeof category>;

const section = v.object({
  id,
  slug,
  title: v.string(),
  categoryId: id,
  /** Articles in the section. */
  articleCount: v.number(),
  locale,
});
export type HelpSection = v.InferOutput<typeof section>;

const articleSummary = v.object({
  id,
  slug,
  title: v.string(),
  /** One or two sentences for lists and search results; plain text. */
  summary: v.string(),
  sectionId: id,
  categoryId: id,
  /** The language of the title, summary and (in a full article) body. */
  locale,
});
export type HelpArticleSummary = v.InferOutput<typeof articleSummary>;

const article = v.object({
  ...articleSummary.entries,
  /** The article's text in the site's editorial markup (docs/markup.md); validated at build time. */
  body: v.string(),
  /** Last change. */
  updatedAt: isoDateTime,
});
export type HelpArticle = v.InferOutput<typeof article>;

const countryQuery = { "country-code": countryCode };

/**
 * Every endpoint of one help centre: the same shapes under each centre's prefix. Built where a call
 * needs them, not when the module loads: building both centres' schemas would cost every help page's
 * start, and a page calls only its own centre's endpoints, and only once the visitor acts.
 */
export function helpCentreEndpoints(centre: HelpCentre) {
  const prefix = prefixOf[centre];
  return {
    /** The centre's booking type (`rent` or `ride`) in a country. */
    bookingType: defineEndpoint({
      name: `help.${centre}.bookingType`,
      method: "GET",
      path: `${prefix}/booking-type`,
      query: v.object(countryQuery),
      body: undefined,
      answer: v.object({ bookingTypes: v.array(v.object({ id: v.picklist(helpCentres), title: v.string() })) }),
    }),
    /** Categories of the centre, in display order. */
    categories: defineEndpoint({
      name: `help.${centre}.categories`,
      method: "GET",
      path: `${prefix}/${centre}/categories`,
      query: v.object(countryQuery),
      body: undefined,
      answer: v.object({ categories: v.array(category) }),
    }),
    /** Sections of one category, in display order. */
    categorySections: defineEndpoint({
      name: `help.${centre}.categorySections`,
      method: "GET",
      path: `${prefix}/categories/:categoryId/category-sections`,
      query: v.object(countryQuery),
      body: undefined,
      answer: v.object({ sections: v.array(section) }),
    }),
    /** Articles of one section, in display order. */
    sectionArticles: defineEndpoint({
      name: `help.${centre}.sectionArticles`,
      method: "GET",
      path: `${prefix}/${centre}/articles`,
      query: v.object({ ...countryQuery, sectionId: id }),
      body: undefined,
      answer: v.object({ articles: v.array(articleSummary) }),
    }),
    /** Articles the home page features. */
    featuredArticles: defineEndpoint({
      name: `help.${centre}.featuredArticles`,
      method: "GET",
      path: `${prefix}/featured-articles`,
      query: v.object(countryQuery),
      body: undefined,
      answer: v.object({ articles: v.array(articleSummary) }),
    }),
    /** One article with its body. */
    article: defineEndpoint({
      name: `help.${centre}.article`,
      method: "GET",
      path: `${prefix}/articles/:articleId`,
      query: v.object(countryQuery),
      body: undefined,
      answer: v.object({ article }),
    }),
    /** Full-text search, best match first, a page at a time; 400 under 3 or over 100 characters. */
    search: defineEndpoint({
      name: `help.${centre}.search`,
      method: "GET",
      path: `${prefix}/search`,
      query: v.object({
        ...countryQuery,
        bookingTypeId: v.literal(centre),
        q: v.pipe(v.string(), v.trim(), v.minLength(SEARCH_MIN), v.maxLength(SEARCH_MAX)),
        page: v.optional(queryInt(1, 100)),
        pageSize: v.optional(queryInt(1, 50)),
      }),
      body: undefined,
      timeoutMs: 4000,
      answer: v.object({
        /** Matching articles in all pages. */
        total: v.number(),
        page: v.number(),
        pageSize: v.number(),
        results: v.array(articleSummary),
      }),
    }),
    /** Records a "Was this helpful?" answer (designed in docs/web-api.md) and answers the counts. */
    vote: defineEndpoint({
      name: `help.${centre}.vote`,
      method: "POST",
      path: `${prefix}/articles/:articleId/votes`,
      query: v.object({}),
      body: v.object({ helpful: v.boolean("expected true or false") }),
      answer: v.object({ articleId: id, helpful: v.number(), notHelpful: v.number() }),
    }),
    /** Sends the help contact form (spec §3; designed in docs/web-api.md): 201 with a ticket id. */
    contact: defineEndpoint({
      name: `help.${centre}.contact`,
      method: "POST",
      path: `${prefix}/contact`,
      captchaAction: "help_contact",
      query: v.object({}),
      body: v.object({
        ...countryQuery,
        /** Id of the help category the question is about. */
        topic: id,
        name: text(100),
        phone: v.pipe(v.string(), v.trim(), v.regex(/^\+?[0-9 ()/-]{6,24}$/)),
        message: text(2000),
        rentalAgreement: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(30))),
        bookingId: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(30))),
        captchaToken: v.pipe(v.string(), v.minLength(1)),
        /** The market's help-and-contact flow (`contactFlowIdHelpAndContact`): a business site's differs from the private one's. */
        contactFlowId: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/)),
      }),
      answer: v.object({ /** Reference of the request, for support. */ ticketId: id }),
    }),
  };
}

export type HelpCentreEndpoints = ReturnType<typeof helpCentreEndpoints>;
