import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../../components/button";
import { controlStyle } from "../../../components/form/control-style";
import { LoadFailed, useRetried } from "../../../components/load-failed";
import { visuallyHidden } from "../../../theme/visually-hidden";
import { ContactOptions } from "../contact-options";
import { ArticleList } from "../parts";
import type { HelpCentreInfo } from "../../../page-context/help-page-data";
import { preloadCalls } from "../load-calls";
import { useHelpSearch, type SearchState } from "./use-help-search";
import { highlightParts, queryWords } from "./words";

const Form = styled.form`
  margin: var(--space-5) 0 var(--space-2);
  label { display: block; font-weight: var(--weight-medium); margin-bottom: var(--space-1); }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: var(--space-2);
  input { ${controlStyle} }
`;

/** The length message's line keeps its height, so typing never moves the page below it. */
const Message = styled.p`
  min-height: 1.5em;
  margin: var(--space-1) 0 0;
  font-size: var(--text-sm); line-height: var(--leading-sm);
  color: var(--color-muted);
  &[data-invalid="true"] { color: var(--color-danger); font-weight: var(--weight-medium); }
`;

const Status = styled.p`
  margin: var(--space-2) 0;
  font-weight: var(--weight-medium);
  &:empty { ${visuallyHidden} }
`;

const Notice = styled.p`
  margin: var(--space-2) 0 var(--space-4);
  padding: var(--space-3) var(--space-4);
  border-inline-start: 4px solid var(--color-brand);
  background: var(--color-surface);
`;

const Results = styled.section`
  margin-bottom: var(--space-5);
  mark { background: var(--color-highlight); color: inherit; padding: 0 0.05em; }
`;

const MoreButton = styled(Button).attrs({ $variant: "secondary" })`
  margin-top: var(--space-5);
`;

/** The query's words highlighted in a plain text, with `mark` elements (nothing from the API is HTML). */
function Highlighted({ text, words }: { text: string; words: readonly string[] }): ReactNode {
  return highlightParts(text, words).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text));
}

/** What the status line says (and screen readers hear): the count, 'searching', or nothing. */
function statusOf(state: SearchState): { id: string; values?: Record<string, number> } | undefined {
  if (state.status === "loading") return { id: "help.search.loading" };
  if (state.status === "done")
    return state.total === 0 ? { id: "help.empty.title" } : { id: "help.results.count", values: { count: state.total } };
  // A failure is LoadFailed's to say, as an alert.
  return undefined;
}

/**
 * The help centre's search: results as the visitor types, the length rules of spec §5, the count
 * announced, matched words highlighted, 'Show more', the end of the results, the 'no articles' state
 * with the contact options, and offline results (with a notice) when the API fails.
 */
export function HelpSearch({ info }: { info: HelpCentreInfo }) {
  const intl = useIntl();
  const { query, setQuery, state, showMore, retry, submit } = useHelpSearch(info);
  const inputId = `help-search-${info.centre}`;
  const messageId = `${inputId}-message`;
  const invalid = state.status === "invalid";
  const status = statusOf(state);
  const [retried, retryAgain] = useRetried(retry);
  const words = state.status === "done" ? queryWords(state.query) : [];
  return (
    <>
      <Form
        role="search"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId}>
          <FormattedMessage id="help.search.label" />
        </label>
        <Row>
          <input
            id={inputId}
            type="search"
            name="q"
            value={query}
            autoComplete="off"
            placeholder={intl.formatMessage({ id: "help.search.placeholder" })}
            aria-invalid={invalid}
            aria-describedby={messageId}
            onChange={(event) => setQuery(event.target.value)}
            // The search's calls come in while the visitor types the first characters.
            onFocus={preloadCalls}
          />
          <Button type="submit">
            <FormattedMessage id="help.search.submit" />
          </Button>
        </Row>
        <Message id={messageId} data-invalid={invalid}>
          {invalid && <FormattedMessage id={state.reason === "tooShort" ? "validation.search.tooShort" : "validation.search.tooLong"} />}
        </Message>
      </Form>
      {/* Always in the page, so screen readers hear each new count. */}
      <Status role="status" aria-live="polite">
        {status && <FormattedMessage id={status.id} values={status.values} />}
      </Status>
      <Results aria-label={intl.formatMessage({ id: "help.results.label" })} hidden={state.status === "idle" || state.status === "invalid"}>
        {state.status === "error" && (
          <LoadFailed message={<FormattedMessage id="help.search.error" />} onRetry={retryAgain} focusRetry={retried} />
        )}
        {state.status === "done" && state.source === "fallback" && (
          <Notice>
            <FormattedMessage id="help.search.fallback" />
          </Notice>
        )}
        {state.status === "done" && state.total === 0 && (
          <>
            <p>
              <FormattedMessage id="help.empty.text" />
            </p>
            <ContactOptions info={info} headingLevel={2} id="help-search-contact" />
          </>
        )}
        {state.status === "done" && state.total > 0 && (
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
      </Results>
    </>
  );
}
