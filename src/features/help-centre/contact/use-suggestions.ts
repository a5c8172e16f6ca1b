import { useEffect, useState } from "react";
import { helpCentreEndpoints, SEARCH_MAX } from "../../../web-api/help-centre";
import { useApiClient } from "../../../page-context/use-api";
import { helpPaths } from "../paths";
import type { HelpArticleLink, HelpCentreInfo } from "../../../page-context/help-page-data";

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
  const client = useApiClient();
  // The last answer stays while the next query waits for its own; an empty query shows none.
  const [found, setFound] = useState<readonly HelpArticleLink[]>(none);
  const query = suggestionQuery(message) || suggestionQuery(topicTitle);
  useEffect(() => {
    if (query === "") return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const paths = helpPaths(info.home);
      client
        .call(helpCentreEndpoints(info.centre).search, {
          query: { "country-code": info.countryCode, bookingTypeId: info.centre, q: query, page: 1, pageSize: SUGGESTIONS },
          signal: controller.signal,
        })
        .then(
          (answer) =>
            controller.signal.aborted ||
            setFound(
              answer.results.map((a) => ({ id: a.id, title: a.title, summary: a.summary, path: paths.article(a.slug), locale: a.locale })),
            ),
          () => controller.signal.aborted || setFound(none),
        );
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, info, query]);
  return query === "" ? none : found;
}
