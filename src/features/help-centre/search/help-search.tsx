import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../../components/button";
import { visuallyHidden } from "../../../theme/visually-hidden";
import { ContactOptions } from "../contact-options";
import { ArticleList } from "../parts";
import type { HelpCentreInfo } from "../../../page/help-page-data";
import { useHelpSearch, type SearchState } from "./use-help-search";
import { highlightParts, queryWords } from "./words";

const Form = styled.form`
  margin: 1.5rem 0 0.5rem;
  label { display: block; font-weight: 600; margin-bottom: 0.35rem; }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.5rem;
  input {
    box-sizing: border-box;
    min-height: 2.75rem;
    padding: 0.6rem 0.75rem;
    border: 1px solid currentColor;
    border-radius: 4px;
    font: inherit;
    font-size: 1rem;
    color: inherit;
    background: inherit;
    &[aria-invalid="true"] { border-color: ${({ theme }) => theme.colors.danger}; border-width: 2px; }
  }
  button {
    min-height: 2.75rem;
    padding: 0 1.25rem;
    border: 0;
    border-radius: 4px;
    background: #1a1a1a;
    color: #ffffff;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

/** The length message's line keeps its height, so typing never moves the page below it. */
const Message = styled.p`
  min-height: 1.5em;
  margin: 0.35rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  &[data-invalid="true"] { color: ${({ theme }) => theme.colors.danger}; font-weight: 600; }
  @media (prefers-color-scheme: dark) { &[data-invalid="true"] { color: #ff8a8a; } }
`;

const Status = styled.p`
  margin: 0.5rem 0;
  font-weight: 600;
  &:empty { ${visuallyHidden} }
`;

const Notice = styled.p`
  margin: 0.5rem 0 1rem;
  padding: 0.75rem 1rem;
  border-inline-start: 4px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.surface};
`;

const Results = styled.section`
  margin-bottom: 1.5rem;
  mark { background: #ffe3cc; color: #1a1a1a; padding: 0 0.05em; border-radius: 2px; }
`;

const MoreButton = styled(Button).attrs({ $variant: "secondary" })`
  margin-top: 1.25rem;
  padding: 0 1.25rem;
  border-radius: 4px;
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
  if (state.status === "error") return { id: "help.search.error" };
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
          />
          <button type="submit">
            <FormattedMessage id="help.search.submit" />
          </button>
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
          <MoreButton onClick={retry}>
            <FormattedMessage id="errors.retry" />
          </MoreButton>
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
