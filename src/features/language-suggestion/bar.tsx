import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { LanguageLink } from "../../seo/language-links";
import { keepFocus } from "../../hooks/keep-focus";
import { rememberAnswer } from "./pick";
import { theme } from "../../theme/theme";

/** Over the page's bottom edge, like the consent sheet: it moves nothing (CLS 0), and goes when answered. */
const Bar = styled.div`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: ${theme.layers.sheet};
  display: flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-3);
  padding: var(--space-3) var(--space-4);
  background: var(--color-background);
  color: var(--color-text);
  border-block-start: 1px solid var(--color-border);
  box-shadow: var(--shadow-sheet);
  font-size: var(--text-md); line-height: var(--leading-md);
  p { margin: 0; }
  a { font-weight: var(--weight-bold); }
`;

const Close = styled.button`
  min-width: var(--control-height);
  min-height: var(--control-height);
  border: 0;
  background: none;
  color: inherit;
  font-size: var(--text-xl); line-height: var(--leading-xl);
  line-height: 1;
  cursor: pointer;
`;

/** The suggestion: the language named in itself (and marked as such), a link to this page in it, and a close button. */
export default function SuggestionBar({ language, onClose }: { language: LanguageLink; onClose: () => void }) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: language.translationKey });
  return (
    <Bar role="region" aria-label={intl.formatMessage({ id: "languageSuggestion.label" })}>
      <p>
        <FormattedMessage
          id="languageSuggestion.text"
          values={{
            language: (
              <a
                href={language.href}
                hrefLang={language.hrefLang}
                lang={language.hrefLang}
                onClick={() => rememberAnswer(window.localStorage, language.value)}
              >
                {name}
              </a>
            ),
          }}
        />
      </p>
      <Close
        type="button"
        aria-label={intl.formatMessage({ id: "languageSuggestion.close" })}
        onClick={() => {
          rememberAnswer(window.localStorage, language.value);
          onClose();
          // The button leaves with the bar: focus goes on to the main region, where the visitor was reading.
          setTimeout(keepFocus);
        }}
      >
        ×
      </Close>
    </Bar>
  );
}
