import { useCallback, useEffect, useRef, useState } from "react";
import { SEARCH_MAX, SEARCH_MIN } from "../../../web-api/help-search-limits";
import { isAborted } from "../../../web-api/errors";
import { useClientValue } from "../../../hooks/use-client-value";
import { useSitePage } from "../../../page-context/site-page";
import type { HelpArticleLink, HelpCentreInfo } from "../../../page-context/help-page-data";
import { loadCalls } from "../load-calls";

/** Results a page; 'Show more' asks for the next. */
export const PAGE_SIZE = 10;
/** Pause after the last keystroke before searching: long enough to skip the words of fast typing, short enough for results to paint within the 150 ms budget of a keystroke (npm run bench). */
export const DEBOUNCE_MS = 60;

/** What the search shows; `fallback` results come from the build's index because the API failed. */
export type SearchState =
  | { status: "idle" }
  | { status: "invalid"; reason: "tooShort" | "tooLong" }
  | { status: "loading"; query: string }
  | {
      status: "done";
      query: string;
      results: readonly HelpArticleLink[];
      total: number;
      source: "api" | "fallback";
      more: "idle" | "loading" | "error";
    }
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

type Page = { total: number; results: HelpArticleLink[] };

/** One page of the API's answer for a query; the calls' chunk comes first, if not in yet. */
async function fetchPage(
  acceptLanguage: readonly string[],
  info: HelpCentreInfo,
  q: string,
  page: number,
  signal: AbortSignal,
): Promise<Page> {
  const { searchPage } = await loadCalls();
  return searchPage(acceptLanguage, info, { q, page, pageSize: PAGE_SIZE, signal });
}

/**
 * A query's first page: from the API or, when it is down or slow, from the build's index of this
 * host's articles (whose full result list goes to `keepLocal` for 'Show more'). Undefined once cancelled.
 */
async function firstPage(
  acceptLanguage: readonly string[],
  info: HelpCentreInfo,
  q: string,
  signal: AbortSignal,
  keepLocal: (all: readonly HelpArticleLink[]) => void,
): Promise<SearchState | undefined> {
  try {
    const { total, results } = await fetchPage(acceptLanguage, info, q, 1, signal);
    return { status: "done", query: q, results, total, source: "api", more: "idle" };
  } catch (error) {
    if (signal.aborted || isAborted(error)) return undefined;
  }
  try {
    const local = await (await loadCalls()).searchOffline(info, q);
    keepLocal(local);
    return { status: "done", query: q, results: local.slice(0, PAGE_SIZE), total: local.length, source: "fallback", more: "idle" };
  } catch {
    return { status: "error", query: q };
  }
}

/**
 * Live search of one help centre: debounced, a superseded request cancelled, the query kept in the
 * URL, pages appended by `showMore`, and, when the API fails or is too slow, the build's offline
 * index of the centre's articles instead.
 */
export function useHelpSearch(info: HelpCentreInfo) {
  const { acceptLanguage } = useSitePage().market;
  // The address's query (read after mount, so the static HTML hydrates as it was built) until the visitor types.
  const fromAddress = useClientValue(() => new URLSearchParams(window.location.search).get("q")?.slice(0, 500) ?? "", "");
  const [typed, setTyped] = useState<string>();
  const query = typed ?? fromAddress;
  const [state, setState] = useState<SearchState>({ status: "idle" });
  const [attempt, setAttempt] = useState(0);
  const pending = useRef<AbortController | null>(null);
  const local = useRef<readonly HelpArticleLink[]>([]);
  // Skips the debounce once (a submit); it starts no search of its own.
  const instant = useRef(false);

  // A new query: one out of bounds says so (or nothing, when empty) at once, a valid one is searched by the effect below.
  const changeQuery = useCallback((next: string) => {
    setTyped(next);
    const check = checkQuery(next);
    if (check === "empty") setState({ status: "idle" });
    else if (check !== "ok") setState({ status: "invalid", reason: check });
  }, []);

  const check = checkQuery(query);
  useEffect(() => {
    pending.current?.abort();
    if (check !== "ok") {
      if (check === "empty") writeQuery("");
      return;
    }
    const q = query.trim();
    const controller = new AbortController();
    pending.current = controller;
    const search = async () => {
      writeQuery(q);
      setState({ status: "loading", query: q });
      const next = await firstPage(acceptLanguage, info, q, controller.signal, (all) => (local.current = all));
      if (next && !controller.signal.aborted) setState(next);
    };
    // The address's query is searched at once: nobody is typing it.
    const timer = setTimeout(() => void search(), instant.current || typed === undefined ? 0 : DEBOUNCE_MS);
    instant.current = false;
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, typed, check, attempt, acceptLanguage, info]);

  const showMore = useCallback(async () => {
    if (state.status !== "done" || state.more === "loading" || state.results.length >= state.total) return;
    if (state.source === "fallback") {
      setState({ ...state, results: local.current.slice(0, state.results.length + PAGE_SIZE) });
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    const page = Math.floor(state.results.length / PAGE_SIZE) + 1;
    setState({ ...state, more: "loading" });
    try {
      const { results, total } = await fetchPage(acceptLanguage, info, state.query, page, controller.signal);
      if (controller.signal.aborted) return;
      setState((s) =>
        s.status === "done" && s.query === state.query ? { ...s, results: [...s.results, ...results], total, more: "idle" } : s,
      );
    } catch (error) {
      if (controller.signal.aborted || isAborted(error)) return;
      setState((s) => (s.status === "done" ? { ...s, more: "error" } : s));
    }
  }, [state, acceptLanguage, info]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const submit = useCallback(() => {
    instant.current = true;
    setAttempt((n) => n + 1);
  }, []);
  // The address's query may be out of bounds too: its message is derived, as nobody typed it.
  const shown: SearchState =
    typed !== undefined || check === "ok" ? state : check === "empty" ? { status: "idle" } : { status: "invalid", reason: check };
  return { query, setQuery: changeQuery, state: shown, showMore, retry, submit };
}
