import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../../../components/button";
import { LoadFailed, useRetried } from "../../../components/load-failed";
import { ContactOptions } from "../contact-options";
import { ArticleList } from "../parts";
import type { HelpCentreInfo } from "../../../page-context/help-page-data";
import type { SearchState } from "./use-help-search";
import { highlightParts, queryWords } from "./words";

const Notice = styled.p`
  margin: var(--space-2) 0 var(--space-4);
  padding: var(--space-3) var(--space-4);
  border-inline-start: 4px solid var(--color-brand);
  background: var(--color-surface);
`;

const MoreButton = styled(Button).attrs({ $variant: "secondary" })`
  margin-top: var(--space-5);
`;

/** The query's words highlighted in a plain text, with `mark` elements (nothing from the API is HTML). */
function Highlighted({ text, words }: { text: string; words: readonly string[] }): ReactNode {
  return highlightParts(text, words).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text));
}

type Props = { info: HelpCentreInfo; state: SearchState; showMore: () => void; retry: () => void };

/**
 * What a search found: the articles with the query's words highlighted, 'Show more' or the end of
 * the results, the 'no articles' state with the contact options, the offline notice, or the failure
 * with a retry. No page's HTML shows results, so this is a chunk of its own, fetched with the search's calls.
 */
export default function SearchResults({ info, state, showMore, retry }: Props) {
  const [retried, retryAgain] = useRetried(retry);
  if (state.status === "error")
    return <LoadFailed message={<FormattedMessage id="help.search.error" />} onRetry={retryAgain} focusRetry={retried} />;
  if (state.status !== "done") return null;
  const words = queryWords(state.query);
  return (
    <>
      {state.source === "fallback" && (
        <Notice>
          <FormattedMessage id="help.search.fallback" />
        </Notice>
      )}
      {state.total === 0 ? (
        <>
          <p>
            <FormattedMessage id="help.empty.text" />
          </p>
          <ContactOptions info={info} headingLevel={2} id="help-search-contact" />
        </>
      ) : (
        <>
          <ArticleList articles={state.results} render={(text) => <Highlighted text={text} words={words} />} />
          {state.results.length < state.total ? (
            <MoreButton onClick={showMore} aria-busy={state.more === "loading"}>
              <FormattedMessage id={state.more === "error" ? "help.results.moreFailed" : "help.results.more"} />
            </MoreButton>
          ) : (
            <p>
              <FormattedMessage id="help.results.end" />
            </p>
          )}
        </>
      )}
    </>
  );
}
