import type { ApiClient } from "../../../web-api/client";
import {
  helpCentreEndpoints,
  type HelpArticle,
  type HelpArticleSummary,
  type HelpCategory,
  type HelpCentre,
  type HelpSection,
} from "../../../web-api/help-centre";
import { validateMarkup } from "../../../markup/validate";

/** One help centre of one market and language, as the API gives it, articles with their bodies. */
export type HelpTree = Readonly<{
  centre: HelpCentre;
  categories: readonly (HelpCategory & { sections: readonly (HelpSection & { articles: readonly HelpArticle[] })[] })[];
  featured: readonly HelpArticleSummary[];
}>;

/**
 * Reads a whole help centre through the web-API client: categories, their sections, the sections'
 * articles and each article's body. Any failed call rejects (an ApiError naming the endpoint).
 */
export async function loadHelpTree(client: ApiClient, centre: HelpCentre, countryCode: string): Promise<HelpTree> {
  const api = helpCentreEndpoints(centre);
  const query = { "country-code": countryCode };
  const [{ categories }, { articles: featured }] = await Promise.all([
    client.call(api.categories, { query }),
    client.call(api.featuredArticles, { query }),
  ]);
  const withSections = await Promise.all(
    categories.map(async (category) => {
      const { sections } = await client.call(api.categorySections, { params: { categoryId: category.id }, query });
      const filled = await Promise.all(
        sections.map(async (section) => {
          const { articles } = await client.call(api.sectionArticles, { query: { ...query, sectionId: section.id } });
          const full = await Promise.all(
            articles.map(async (a) => (await client.call(api.article, { params: { articleId: a.id }, query })).article),
          );
          return { ...section, articles: full };
        }),
      );
      return { ...category, sections: filled };
    }),
  );
  return { centre, categories: withSections, featured };
}

/**
 * Every markup problem of the centre's article bodies, one line each naming the market, the article
 * id and the line and column in its body: a broken article stops its market's build with this.
 */
export function helpTreeProblems(tree: HelpTree, marketId: string): string[] {
  const problems: string[] = [];
  for (const category of tree.categories) {
    for (const section of category.sections) {
      for (const article of section.articles) {
        for (const p of validateMarkup(article.body)) {
          problems.push(
            `help.${tree.centre} article ${article.id} (market ${marketId}), body line ${p.line}, column ${p.column}: ${p.message}`,
          );
        }
      }
    }
  }
  return problems;
}
