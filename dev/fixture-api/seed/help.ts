import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as v from "valibot";
import type { HelpArticle, HelpCategory, HelpCentre, HelpSection } from "../../../src/web-api/help-centre";
import { id, slug } from "../../../src/web-api/fields";
import { rankByWords } from "../../../src/features/help-centre/search/rank";

const fileSchema = v.object({
  categories: v.array(
    v.object({
      id,
      slug,
      title: v.string(),
      description: v.string(),
      sections: v.array(
        v.object({
          id,
          slug,
          title: v.string(),
          articles: v.array(v.object({ id, slug, title: v.string(), summary: v.string(), body: v.string() })),
        }),
      ),
    }),
  ),
  featured: v.array(id),
});

/**
 * The languages a help centre is written in: those with a data file (`<centre>.<language>.json`).
 * The help centres have their own list, not the seed's: a centre may speak a language no other seed
 * data does (the rent centre's Arabic) or lack one (ride has no Arabic, as no Arabic site offers ride).
 */
export function helpLanguagesIn(dataDir: string, centre: HelpCentre): string[] {
  const pattern = new RegExp(`^${centre}\\.([a-z]{2})\\.json$`);
  return readdirSync(dataDir)
    .flatMap((file) => pattern.exec(file)?.[1] ?? [])
    .sort();
}

/** One help centre in one language, flattened for the handlers; every object names the language of its texts. */
export type HelpContent = Readonly<{
  categories: readonly HelpCategory[];
  sections: readonly HelpSection[];
  articles: readonly HelpArticle[];
  featured: readonly string[];
}>;

/** When the seed articles were last changed. */
const UPDATED_AT = "2026-10-01T09:00:00.000Z";

/** Reads `data/help/<centre>.<language>.json`, or the English file where the language has none. */
export function loadHelpContent(dataDir: string, centre: HelpCentre, language: string): HelpContent {
  const own = join(dataDir, `${centre}.${language}.json`);
  const locale = existsSync(own) ? language : "en";
  const file = join(dataDir, `${centre}.${locale}.json`);
  const parsed = v.safeParse(fileSchema, JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new Error(`${file}: ${v.getDotPath(issue) ?? "(file)"}: ${issue.message}`);
  }
  const categories: HelpCategory[] = [];
  const sections: HelpSection[] = [];
  const articles: HelpArticle[] = [];
  for (const { sections: own, ...category } of parsed.output.categories) {
    categories.push({ ...category, locale });
    for (const { articles: list, ...section } of own) {
      sections.push({ ...section, categoryId: category.id, articleCount: list.length, locale });
      for (const article of list)
        articles.push({ ...article, sectionId: section.id, categoryId: category.id, updatedAt: UPDATED_AT, locale });
    }
  }
  return { categories, sections, articles, featured: parsed.output.featured };
}

/**
 * The same help centre with each article `scale` times: copy k (from 2) has the id `<id>-x<k>`, the
 * slug `<slug>-<k>` and the title `<title> (<k>)`, in the original's section. For the bench of a
 * build with many more articles (FIXTURE_HELP_SCALE); scale 1 returns the content as it is.
 */
export function scaleHelpContent(content: HelpContent, scale: number): HelpContent {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`help scale must be a whole number from 1, not ${scale}`);
  if (scale === 1) return content;
  const articles = content.articles.flatMap((article) => [
    article,
    ...Array.from({ length: scale - 1 }, (_, i) => ({
      ...article,
      id: `${article.id}-x${i + 2}`,
      slug: `${article.slug}-${i + 2}`,
      title: `${article.title} (${i + 2})`,
    })),
  ]);
  const sections = content.sections.map((section) => ({ ...section, articleCount: section.articleCount * scale }));
  return { ...content, sections, articles };
}

/**
 * Lower case without accents or other combining marks, so `Änderung` matches `anderung` and `أحجز`
 * matches `احجز`: the same folding as the site's search (src/features/help-centre/search/words.ts).
 */
export const fold = (text: string): string => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Each article's title, summary and body folded once, so a search only runs the patterns. */
const folded = new WeakMap<readonly HelpArticle[], (readonly [HelpArticle, string, string, string])[]>();

function foldedOf(articles: readonly HelpArticle[]): (readonly [HelpArticle, string, string, string])[] {
  const known = folded.get(articles);
  if (known) return known;
  const made = articles.map((a) => [a, fold(a.title), fold(a.summary), fold(a.body)] as const);
  folded.set(articles, made);
  return made;
}

/**
 * Articles matching every word of the query (as the start of a word), best first: a word in the
 * title counts 3, in the summary 2, in the body 1.
 */
export function searchArticles(articles: readonly HelpArticle[], query: string): HelpArticle[] {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
  if (words.length === 0) return [];
  const patterns = words.map((word) => new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "u"));
  return rankByWords(foldedOf(articles), patterns, (article) => article.title);
}
