import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { useSitePage } from "../page-context/site-page";

const List = styled.ul`
  display: flex;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: var(--text-sm);
`;

const Item = styled.a`
  text-decoration: none;
  &[aria-current="true"] { font-weight: var(--weight-bold); text-decoration: underline; }
`;

/** Links to this page in the host's other languages; nothing on single-language hosts. */
export function LanguageSwitcher() {
  const { languages } = useSitePage();
  const intl = useIntl();
  if (languages.length < 2) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: "shell.language.label" })}>
      <List>
        {languages.map((language) => (
          // A full load: another language brings another locale, messages and formats.
          <li key={language.value}>
            <Item
              href={language.href}
              hrefLang={language.hrefLang}
              lang={language.hrefLang}
              aria-current={language.current ? "true" : undefined}
            >
              <FormattedMessage id={language.translationKey} />
            </Item>
          </li>
        ))}
      </List>
    </nav>
  );
}
