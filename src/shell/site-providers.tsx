import type { ReactNode } from "react";
import { IntlProvider, ReactIntlErrorCode } from "react-intl";
import type { IntlConfig } from "react-intl";
import { ThemeProvider } from "styled-components";
import { ConsentSlot } from "../features/consent/consent-slot";
import { LanguageSuggestionSlot } from "../features/language-suggestion/slot";
import { useDocumentLanguage } from "./document-language";
import { PageContextProvider } from "../page-context/site-page";
import type { SitePageContext } from "../page-context/page-context";
import { theme } from "../theme/theme";

/**
 * A message id the page's messages lack (a namespace left out in src/i18n/namespaces.ts) is named in
 * the console, in production too: the visitor would see the bare id. react-intl's other errors stay
 * silent in production, as by default.
 */
const reportMissingMessage: NonNullable<IntlConfig["onError"]> = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) console.error(`[i18n] ${error.message}`);
  else if (process.env.NODE_ENV !== "production") console.error(error);
};

/** Every page's providers (page context, react-intl with the page's own messages, the theme), its consent question, the offer of the host's other language the browser prefers and, in the browser, its language on `<html>`. */
export function SiteProviders({ page, children }: { page: SitePageContext; children: ReactNode }) {
  useDocumentLanguage(page.language_code);
  return (
    <PageContextProvider value={page}>
      <IntlProvider locale={page.market.locale} defaultLocale="en-US" messages={page.messages} onError={reportMissingMessage}>
        <ThemeProvider theme={theme}>
          {/* First in the page, so screen readers meet the consent question first. */}
          <ConsentSlot />
          {children}
          <LanguageSuggestionSlot />
        </ThemeProvider>
      </IntlProvider>
    </PageContextProvider>
  );
}
