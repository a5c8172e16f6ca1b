import type { HelpCentre } from "../web-api/help-centre";

/**
 * A link of the help centre: its title and path on the host, and the language of its texts (title,
 * summary, description) where the API named it; the site's own words (the home crumb) have none.
 */
export type HelpLink = Readonly<{ title: string; path: string; locale?: string }>;
/** An article in a list: its link and plain-text summary. */
export type HelpArticleLink = HelpLink & Readonly<{ id: string; summary: string }>;

/** What every help page knows of its centre: which one, its country, and its paths. */
export type HelpCentreInfo = Readonly<{
  centre: HelpCentre;
  /** ISO alpha-2 country of the market, for the API's `country-code`. */
  countryCode: string;
  /** The centre's home path; every other path derives from it (paths.ts). */
  home: string;
  /** The page that shows search results (the rent centre's search page, the ride centre's home). */
  search: string;
  /** The offline search index of the host and language, loaded only when the API fails. */
  searchIndex: string;
  /** Where the contact form is: the market's contact route for rent, the ride home's for ride. */
  contact: string;
  /** Topics of the contact form: the centre's categories, with the language of their titles. */
  topics: readonly Readonly<{ id: string; title: string; locale?: string }>[];
}>;

/** The part of a help page of its own kind, built from the API. */
export type HelpScreen =
  | Readonly<{
      kind: "home";
      featured: readonly HelpArticleLink[];
      categories: readonly (HelpLink & { description: string; sections: readonly HelpLink[] })[];
    }>
  | Readonly<{ kind: "search" }>
  | Readonly<{ kind: "category"; description: string; sections: readonly (HelpLink & { articles: readonly HelpArticleLink[] })[] }>
  | Readonly<{ kind: "section"; articles: readonly HelpArticleLink[] }>
  | Readonly<{
      kind: "article";
      id: string;
      updatedAt: string;
      /** The language of the article's heading and body (the page's body), where the API named it. */
      locale?: string;
      /** The articles after it in its section (wrapping round), at most RELATED_ARTICLES of them. */
      related: readonly HelpArticleLink[];
      /** The section's page, when it has more articles than `related` shows. */
      allInSection?: string;
    }>;

/** The help part of a page's context. */
export type HelpPageData = Readonly<{
  info: HelpCentreInfo;
  /** Home › category › section › article, the current page last. */
  breadcrumbs: readonly HelpLink[];
  screen: HelpScreen;
}>;

/** A help screen gets the page's help data; the page's context stays reachable through useSitePage. */
export type HelpScreenProps = { help: HelpPageData };
