import * as v from "valibot";
import type { HelpArticleLink } from "../../../page-context/help-page-data";
import { languageTag } from "../../../web-api/fields";
import { rankByWords } from "./rank";
import { fold, wordStarts } from "./words";

/** One article of the offline search index the build writes per host and language. */
const entry = v.object({
  id: v.string(),
  title: v.string(),
  summary: v.string(),
  /** The article's path on the host. */
  path: v.pipe(v.string(), v.regex(/^\/(?!\/)/)),
  /** The body's words, lower case, each once. */
  text: v.string(),
  /** The language of the article's texts, where the API named it. */
  locale: v.optional(languageTag),
});
export const searchIndexSchema = v.array(entry);
export type SearchIndex = v.InferOutput<typeof searchIndexSchema>;

/**
 * The index's articles matching every word of the query at the start of a word, best first as the
 * API ranks them: a word in the title counts 3, in the summary 2, in the body 1.
 */
export function searchLocally(index: SearchIndex, words: readonly string[]): HelpArticleLink[] {
  const patterns = words.map((w) => wordStarts([w], "u")).filter((p): p is RegExp => p !== undefined);
  const candidates = index.map(({ text, ...link }) => [link, fold(link.title), fold(link.summary), fold(text)] as const);
  return rankByWords(candidates, patterns, (link) => link.title);
}

const loaded = new Map<string, Promise<SearchIndex>>();

/** Loads a centre's index once per page life, only when the API has failed; validated before use. */
export function loadSearchIndex(url: string, fetcher: typeof fetch = (input, init) => globalThis.fetch(input, init)): Promise<SearchIndex> {
  const known = loaded.get(url);
  if (known) return known;
  const promise = fetcher(url, { headers: { accept: "application/json" } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`search index ${url}: HTTP ${response.status}`);
      return v.parse(searchIndexSchema, await response.json());
    })
    .catch((error: unknown) => {
      loaded.delete(url);
      throw error;
    });
  loaded.set(url, promise);
  return promise;
}
