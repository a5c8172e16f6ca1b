import { useEffect, useState } from "react";
import { SEARCH_MAX } from "../../../web-api/help-search-limits";
import { useSitePage } from "../../../page-context/site-page";
import type { HelpArticleLink, HelpCentreInfo } from "../../../page-context/help-page-data";
import { loadCalls } from "../load-calls";

/** How many articles the form suggests, and the pause after typing before it asks. */
export const SUGGESTIONS = 3;
const PAUSE_MS = 400;

/** The words worth searching for in a message: the last three of four letters or more. */
export function suggestionQuery(text: string): string {
  const words = text.split(/[^\p{L}\p{N}]+/u).filter((w) => [...w].length >= 4);
  return words.slice(-3).join(" ").slice(0, SEARCH_MAX);
}

const none: readonly HelpArticleLink[] = [];

/**
 * Up to three articles that may answer what the visitor is writing (deflection): the API's search
 * for the message's last words, or for the topic's name when the message is still empty. Nothing
 * when the search finds nothing or fails: the form works without it.
 */
export function useSuggestions(info: HelpCentreInfo, topicTitle: string, message: string): readonly HelpArticleLink[] {
  const { acceptLanguage } = useSitePage().market;
  // The last answer stays while the next query waits for its own; an empty query shows none.
  const [found, setFound] = useState<readonly HelpArticleLink[]>(none);
  const query = suggestionQuery(message) || suggestionQuery(topicTitle);
  useEffect(() => {
    if (query === "") return;
    const controller = new AbortController();
    const { signal } = controller;
    const timer = setTimeout(() => {
      loadCalls()
        .then(({ searchPage }) => searchPage(acceptLanguage, info, { q: query, page: 1, pageSize: SUGGESTIONS, signal }))
        .then(
          (answer) => signal.aborted || setFound(answer.results),
          () => signal.aborted || setFound(none),
        );
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [acceptLanguage, info, query]);
  return query === "" ? none : found;
}
