import type { Market } from "../../../../markets/schema";
import type { ContentPage } from "../../../content/load";
import type { TemplateName } from "../../../content/schema";
import type { HelpArticle, HelpArticleSummary, HelpCentre } from "../../../web-api/help-centre";
import { contactUrl } from "../../../urls/market-urls";
import { helpPaths, searchIndexPath } from "../paths";
import type { HelpArticleLink, HelpCentreInfo, HelpLink, HelpPageData, HelpScreen } from "../../../page-context/help-page-data";
import type { HelpTree } from "./load";

/** The content templates that frame each centre's pages: the home page lends its layout, menu and footer. */
const templatesOf = {
  rent: { home: "help-home", search: "help-search", category: "help-category", section: "help-section", article: "help-article" },
  ride: {
    home: "ride-help-home",
    search: undefined,
    category: "ride-help-category",
    section: "ride-help-section",
    article: "ride-help-article",
  },
} as const satisfies Record<HelpCentre, Record<string, TemplateName | undefined>>;

/** A help page: its content page (for the rest of createPages) and its help part. */
export type HelpPage = { page: ContentPage; help: HelpPageData };

/** At most `max` characters, cut at a word, for meta descriptions. */
function clip(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1))}…`;
}

/** The centre's home in the market's content (not the copy at a `/kontakt/` contact path), if the market offers the centre. */
export const homeFrameOf = (pages: readonly ContentPage[], centre: HelpCentre): ContentPage | undefined =>
  pages.find((p) => p.content.template === templatesOf[centre].home && p.name === templatesOf[centre].home);

/**
 * The pages of one help centre of a market: its home and search pages from the content get their
 * screens, and one page per category, section and article of the API joins them, framed by the home.
 * `homeCrumb` is the home's name in the breadcrumbs, in the page's language.
 */
export function helpCentrePages(market: Market, pages: readonly ContentPage[], tree: HelpTree, homeCrumb: string): HelpPage[] {
  const names = templatesOf[tree.centre];
  const frame = homeFrameOf(pages, tree.centre);
  if (!frame) return [];
  const paths = helpPaths(frame.urlPath);
  const searchPage = names.search ? pages.find((p) => p.content.template === names.search) : undefined;
  const info: HelpCentreInfo = {
    centre: tree.centre,
    countryCode: market.countryAlpha2,
    home: paths.home,
    search: searchPage?.urlPath ?? paths.home,
    searchIndex: searchIndexPath(paths.home, market.locale),
    contact:
      tree.centre === "rent"
        ? contactUrl(market)
        : `${paths.home}${market.slugs.contact.startsWith("#") ? market.slugs.contact : "#/help-and-contact"}`,
    topics: tree.categories.map(({ id, title, locale }) => ({ id, title, locale })),
  };
  const home: HelpLink = { title: homeCrumb, path: paths.home };
  const articleLink = (a: HelpArticleSummary): HelpArticleLink => ({
    id: a.id,
    title: a.title,
    summary: a.summary,
    path: paths.article(a.slug),
    locale: a.locale,
  });
  const result: HelpPage[] = [];
  const framed = (
    template: TemplateName,
    name: string,
    path: string,
    title: string,
    description: string,
    body: string | undefined,
    breadcrumbs: HelpLink[],
    screen: HelpScreen,
  ): void => {
    const content = {
      ...frame.content,
      template,
      path: path.slice(market.pathPrefix.length),
      title: `${title} | ${frame.content.title}`,
      description: clip(description),
      body,
    };
    result.push({ page: { name, urlPath: path, content, files: frame.files }, help: { info, breadcrumbs, screen } });
  };

  const homeScreen: HelpScreen = {
    kind: "home",
    featured: tree.featured.map(articleLink),
    categories: tree.categories.map((c) => ({
      title: c.title,
      path: paths.category(c.slug),
      locale: c.locale,
      description: c.description,
      sections: c.sections.map((s) => ({ title: s.title, path: paths.section(s.slug), locale: s.locale })),
    })),
  };
  for (const page of pages) {
    if (page.content.template === names.home) result.push({ page, help: { info, breadcrumbs: [home], screen: homeScreen } });
    else if (names.search && page.content.template === names.search)
      result.push({
        page,
        help: {
          info,
          breadcrumbs: [home, { title: page.content.title.split(" | ")[0] ?? page.content.title, path: page.urlPath }],
          screen: { kind: "search" },
        },
      });
  }
  for (const category of tree.categories) {
    const categoryCrumb = { title: category.title, path: paths.category(category.slug), locale: category.locale };
    const sections = category.sections.map((s) => ({
      title: s.title,
      path: paths.section(s.slug),
      locale: s.locale,
      articles: s.articles.map(articleLink),
    }));
    framed(
      names.category,
      `${names.category}:${category.id}`,
      categoryCrumb.path,
      category.title,
      category.description,
      undefined,
      [home, categoryCrumb],
      { kind: "category", description: category.description, sections },
    );
    for (const section of category.sections) {
      const sectionCrumb = { title: section.title, path: paths.section(section.slug), locale: section.locale };
      const articles = section.articles.map(articleLink);
      framed(
        names.section,
        `${names.section}:${section.id}`,
        sectionCrumb.path,
        section.title,
        sectionDescription(
          section.title,
          section.articles.map((a) => a.title),
        ),
        undefined,
        [home, categoryCrumb, sectionCrumb],
        { kind: "section", articles },
      );
      for (const [at, article] of section.articles.entries()) {
        const crumb = { title: article.title, path: paths.article(article.slug), locale: article.locale };
        framed(
          names.article,
          `${names.article}:${article.id}`,
          crumb.path,
          article.title,
          article.summary,
          article.body,
          [home, categoryCrumb, sectionCrumb, crumb],
          articleScreen(article, articles, at, sectionCrumb.path),
        );
      }
    }
  }
  return result;
}

/** Search engines show about 155 characters of a meta description. */
const DESCRIPTION_LENGTH = 155;

/** A section page's description: its title and as many of its articles' titles as fit, whole. */
export function sectionDescription(title: string, articleTitles: readonly string[]): string {
  let text = `${title}:`;
  for (const [i, article] of articleTitles.entries()) {
    const next = `${text}${i === 0 ? " " : " · "}${article}`;
    if (next.length > DESCRIPTION_LENGTH && i > 0) return `${text} …`;
    text = next;
  }
  return text;
}

/**
 * How many other articles of its section an article page lists. Every article listing all the others
 * grew the help centre's pages with the square of a section's size (161 of 588 MB of page context
 * with ten times the fixture's articles); the section's page lists them all.
 */
export const RELATED_ARTICLES = 6;

/** An article's screen (`at`: its place in its section): the articles after it, wrapping round, so neighbours differ from page to page. */
function articleScreen(article: HelpArticle, section: readonly HelpArticleLink[], at: number, sectionPath: string): HelpScreen {
  const others = [...section.slice(at + 1), ...section.slice(0, at)];
  const related = others.slice(0, RELATED_ARTICLES);
  return {
    kind: "article",
    id: article.id,
    updatedAt: article.updatedAt,
    locale: article.locale,
    related,
    ...(others.length > related.length ? { allInSection: sectionPath } : {}),
  };
}

/** The offline search index of one centre: every article's link, summary and language, and its body's words once. */
export type SearchIndexEntry = Readonly<{ id: string; title: string; summary: string; path: string; text: string; locale?: string }>;

/** The entries of a centre's fallback index; the body is reduced to plain words (no markup, no repeats) to keep it small. */
export function searchIndexOf(tree: HelpTree, home: string): SearchIndexEntry[] {
  const paths = helpPaths(home);
  return tree.categories.flatMap((c) =>
    c.sections.flatMap((s) =>
      s.articles.map((a) => ({
        id: a.id,
        title: a.title,
        summary: a.summary,
        path: paths.article(a.slug),
        // Marks stay in their words (Arabic vowel signs): the search folds them away, a split would cut the word.
        text: [
          ...new Set(
            a.body
              .toLowerCase()
              .split(/[^\p{L}\p{M}\p{N}]+/u)
              .filter((w) => w.length > 2),
          ),
        ].join(" "),
        locale: a.locale,
      })),
    ),
  );
}
