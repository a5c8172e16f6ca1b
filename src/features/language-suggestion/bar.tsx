import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { LanguageLink } from "../../seo/language-links";
import { keepFocus } from "../../components/page-frame/keep-focus";
import { rememberAnswer } from "./pick";

/** Over the page's bottom edge, like the consent sheet: it moves nothing (CLS 0), and goes when answered. */
const Bar = styled.div`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: ${({ theme }) => theme.layers.sheet};
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  padding: 0.625rem 1rem;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -2px 8px rgb(0 0 0 / 0.12);
  font-size: 0.9375rem;
  p { margin: 0; }
  a { font-weight: 700; }
`;

const Close = styled.button`
  min-width: 2.75rem;
  min-height: 2.75rem;
  border: 0;
  background: none;
  color: inherit;
  font-size: 1.5rem;
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
