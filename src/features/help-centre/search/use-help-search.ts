import { useCallback, useEffect, useRef, useState } from "react";
import { helpCentreEndpoints, SEARCH_MAX, SEARCH_MIN } from "../../../web-api/help-centre";
import { isAborted } from "../../../web-api/errors";
import { useApiClient } from "../../../page/use-api";
import { helpPaths } from "../paths";
import type { HelpArticleLink, HelpCentreInfo } from "../../../page/help-page-data";
import { loadSearchIndex, searchLocally } from "./local-index";
import { queryWords } from "./words";

/** Results a page; 'Show more' asks for the next. */
export const PAGE_SIZE = 10;
/** Pause after the last keystroke before searching: long enough to skip the words of fast typing, short enough for results to paint within the 150 ms budget of a keystroke (npm run bench). */
export const DEBOUNCE_MS = 60;

/** What the search shows; `fallback` results come from the build's index because the API failed. */
export type SearchState =
  | { status: "idle" }
  | { status: "invalid"; reason: "tooShort" | "tooLong" }
  | { status: "loading"; query: string }
  | { status: "done"; query: string; results: readonly HelpArticleLink[]; total: number; source: "api" | "fallback"; more: "idle" | "loading" | "error" }
  | { status: "error"; query: string };

/** Spec §5: a query is searched from 3 to 100 characters (after trimming). */
export function checkQuery(query: string): "empty" | "tooShort" | "tooLong" | "ok" {
  const length = [...query.trim()].length;
  if (length === 0) return "empty";
  if (length < SEARCH_MIN) return "tooShort";
  if (length > SEARCH_MAX) return "tooLong";
  return "ok";
}

/** Writes the query into the address (`?q=`), replacing the entry, so a search can be linked, reloaded and returned to. */
function writeQuery(query: string): void {
  const url = new URL(window.location.href);
  if (query) url.searchParams.set("q", query);
  else url.searchParams.delete("q");
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url.href);
}

/**
 * Live search of one help centre: debounced, a superseded request cancelled, the query kept in the
 * URL, pages appended by `showMore`, and, when the API fails or is too slow, the build's offline
 * index of the centre's articles instead.
 */
export function useHelpSearch(info: HelpCentreInfo) {
  const client = useApiClient();
  const [query, setQuery] = useState("");
  const [state, setState] = useState<SearchState>({ status: "idle" });
  const [attempt, setAttempt] = useState(0);
  const pending = useRef<AbortController | null>(null);
  const local = useRef<readonly HelpArticleLink[]>([]);
  const [instant, setInstant] = useState(false);

  // The query of the address, read after mount so the static HTML hydrates as it was built.
  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get("q");
    if (q) {
      setInstant(true);
      setQuery(q.slice(0, 500));
    }
  }, []);

  const fetchPage = useCallback(
    async (q: string, page: number, signal: AbortSignal) => {
      const api = helpCentreEndpoints(info.centre);
      const answer = await client.call(api.search, { query: { "country-code": info.countryCode, bookingTypeId: info.centre, q, page, pageSize: PAGE_SIZE }, signal });
      const paths = helpPaths(info.home);
      return { total: answer.total, results: answer.results.map((a) => ({ id: a.id, title: a.title, summary: a.summary, path: paths.article(a.slug) })) };
    },
    [client, info],
  );

  useEffect(() => {
    pending.current?.abort();
    const check = checkQuery(query);
    if (check === "empty") {
      setState({ status: "idle" });
      writeQuery("");
      return;
    }
    if (check !== "ok") {
      setState({ status: "invalid", reason: check });
      return;
    }
    const q = query.trim();
    const controller = new AbortController();
    pending.current = controller;
    const timer = setTimeout(
      () => {
        setInstant(false);
        writeQuery(q);
        setState({ status: "loading", query: q });
        fetchPage(q, 1, controller.signal).then(
          ({ total, results }) => controller.signal.aborted || setState({ status: "done", query: q, results, total, source: "api", more: "idle" }),
          (error: unknown) => {
            if (controller.signal.aborted || isAborted(error)) return;
            // The API is down or slow: answer from the build's index of this host's articles.
            loadSearchIndex(info.searchIndex).then(
              (index) => {
                if (controller.signal.aborted) return;
                local.current = searchLocally(index, queryWords(q));
                setState({ status: "done", query: q, results: local.current.slice(0, PAGE_SIZE), total: local.current.length, source: "fallback", more: "idle" });
              },
              () => controller.signal.aborted || setState({ status: "error", query: q }),
            );
          },
        );
      },
      instant ? 0 : DEBOUNCE_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `instant` only shortens the first wait; it must not start a search of its own.
  }, [query, attempt, fetchPage, info.searchIndex]);

  const showMore = useCallback(() => {
    if (state.status !== "done" || state.more === "loading" || state.results.length >= state.total) return;
    if (state.source === "fallback") {
      setState({ ...state, results: local.current.slice(0, state.results.length + PAGE_SIZE) });
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    const page = Math.floor(state.results.length / PAGE_SIZE) + 1;
    setState({ ...state, more: "loading" });
    fetchPage(state.query, page, controller.signal).then(
      ({ results, total }) => controller.signal.aborted || setState((s) => (s.status === "done" && s.query === state.query ? { ...s, results: [...s.results, ...results], total, more: "idle" } : s)),
      (error: unknown) => controller.signal.aborted || isAborted(error) || setState((s) => (s.status === "done" ? { ...s, more: "error" } : s)),
    );
  }, [state, fetchPage]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const submit = useCallback(() => {
    setInstant(true);
    setAttempt((n) => n + 1);
  }, []);
  return { query, setQuery, state, showMore, retry, submit };
}
