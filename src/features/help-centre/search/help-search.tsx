import { lazy, Suspense } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../../components/button";
import { controlStyle } from "../../../components/form/control-style";
import { visuallyHidden } from "../../../theme/visually-hidden";
import type { HelpCentreInfo } from "../../../page-context/help-page-data";
import { preloadCalls } from "../load-calls";
import { useHelpSearch, type SearchState } from "./use-help-search";

/** The results' rendering: no page's HTML shows results, so it comes with the first search, in the calls' chunk. */
const loadResults = () => import(/* webpackChunkName: "help-calls" */ "./search-results");
const SearchResults = lazy(loadResults);

/** The results' and the calls' chunks come in while the visitor types the first characters. */
const preload = (): void => {
  preloadCalls();
  void loadResults().catch(() => undefined);
};

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

const Results = styled.section`
  margin-bottom: var(--space-5);
  mark { background: var(--color-highlight); color: inherit; padding: 0 0.05em; }
`;

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
  const shown = state.status !== "idle" && state.status !== "invalid";
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
            onFocus={preload}
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
      <Results aria-label={intl.formatMessage({ id: "help.results.label" })} hidden={!shown}>
        {shown && (
          <Suspense fallback={null}>
            <SearchResults info={info} state={state} showMore={showMore} retry={retry} />
          </Suspense>
        )}
      </Results>
    </>
  );
}
