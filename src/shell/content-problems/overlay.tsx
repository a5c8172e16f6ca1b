import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import styled from "styled-components";
import { contentProblemsOf } from "../../page-context/content-problems";
import { theme } from "../../theme/theme";

// Over every layer of the page (its menus, the consent sheet): the problems come first.
const Panel = styled.section`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: ${theme.layers.overlay};
  max-block-size: 50vh;
  overflow: auto;
  padding: var(--space-4);
  border-block-start: 4px solid var(--color-danger);
  background: var(--color-background);
  color: var(--color-text);
  font-family: ${theme.font.family};
  /* The site's one focus ring, in its own colour whatever region the overlay covers. */
  --focus-ring: initial;
  & h2 {
    margin: 0 0 var(--space-2);
    font-size: var(--text-lg); line-height: var(--leading-lg);
  }
  & p {
    margin: 0 0 var(--space-2);
  }
`;

const Lines = styled.ul`
  margin: 0 0 var(--space-3);
  padding: 0;
  list-style: none;
  & li {
    font-family: ui-monospace, monospace;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/**
 * `npm run dev` only (src/shell/wrap-page.tsx loads it in development): the content problems of the
 * last edit over the last good version of the page, one `path:line:col: message` line each, as
 * content:check prints them. An alert that takes focus when new lines arrive; it covers at most
 * half the screen and hides with its button or Escape until the lines change. In English, like
 * content:check: it is an editors' tool, never part of the site.
 */
export default function ContentProblems({ pageContext }: { pageContext: unknown }) {
  const lines = contentProblemsOf(pageContext);
  const key = lines.join("\n");
  const [hidden, setHidden] = useState<string>();
  const panel = useRef<HTMLElement>(null);
  const title = useId();
  const shown = lines.length > 0 && hidden !== key;
  useEffect(() => {
    if (shown) panel.current?.focus();
  }, [shown, key]);
  if (!shown) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") setHidden(key);
  };
  return (
    <Panel ref={panel} role="alert" aria-labelledby={title} tabIndex={-1} onKeyDown={onKeyDown} data-content-problems="">
      <h2 id={title}>Content problems: {lines.length}</h2>
      <p>Fix each line below and save: the page follows. Until then the site shows its last version without problems, if it had one.</p>
      <Lines>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Lines>
      <button type="button" onClick={() => setHidden(key)}>
        Hide until the next change
      </button>
    </Panel>
  );
}
