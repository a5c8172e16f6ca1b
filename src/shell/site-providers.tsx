import type { ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { ThemeProvider } from "styled-components";
import { ConsentSlot } from "../features/consent/consent-slot";
import { GlobalStyle } from "./global-style";
import { PageContextProvider } from "./market-context";
import type { SitePageContext } from "./page-context";
import { theme } from "./theme";

/** Every page's providers (page context, react-intl with the page's own messages, the theme) and its consent question. */
export function SiteProviders({ page, children }: { page: SitePageContext; children: ReactNode }) {
  return (
    <PageContextProvider value={page}>
      <IntlProvider locale={page.market.locale} defaultLocale="en-US" messages={page.messages}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {/* First in the page, so screen readers meet the consent question first. */}
          <ConsentSlot />
          {children}
        </ThemeProvider>
      </IntlProvider>
    </PageContextProvider>
  );
}
