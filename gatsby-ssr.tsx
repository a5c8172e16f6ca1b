import type { GatsbySSR } from "gatsby";
import { ConsentBannerExpect, ConsentModeScript, ConsentStylesheet } from "./src/features/consent/build/head-script";
import { serverMessages } from "./src/i18n/build/server-messages";
import { ShellExpect } from "./src/layouts/parts/first-frame";
import { isSitePageContext } from "./src/page-context/page-context";
import { PageLoadNotice } from "./src/shell/page-loading/load-notice";
import { UnsupportedBrowserNotice } from "./src/shell/unsupported-browser/notice";
import { wrapPage } from "./src/shell/wrap-page";
import { serverModules } from "./src/ssr-modules";

// Every template and lazily loaded module evaluated before the first page, in one order: the numbers
// styled-components gives its style groups then do not depend on which pages a process rendered first.
void serverModules;

/**
 * The page context Gatsby stores has no messages (src/i18n/build/page-messages.ts): the server render adds
 * them, as the page data the browser reads has them.
 */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) =>
  wrapPage({ element, props: { ...props, pageContext: serverMessages().addTo(props.pageContext) } });

/**
 * Consent Mode defaults before any other script of the page (docs/consent.md), and the holds of the first
 * frame until the banner and the header are read whole (first-frame.tsx); before Gatsby's root,
 * the hidden notice a browser that cannot run the site's scripts sees and the words of a page that
 * cannot load (docs/page-loading.md).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setPreBodyComponents, pathname, loadPageDataSync }) => {
  setHeadComponents([
    <ConsentModeScript key="consent-mode" />,
    <ConsentStylesheet key="consent-style" />,
    <ConsentBannerExpect key="consent-expect" />,
    <ShellExpect key="shell-expect" />,
  ]);
  const context = serverMessages().addTo(pageContextOf(loadPageDataSync, pathname));
  if (isSitePageContext(context))
    setPreBodyComponents([
      <UnsupportedBrowserNotice key="unsupported-browser" market={context.market} messages={context.messages} />,
      // The locale's whole bundle: the notice is on every page, its words in no page's own namespaces.
      <PageLoadNotice key="page-load" locale={context.market.locale} messages={serverMessages().all(context.market.textLocale)} />,
    ]);
};

/** The stored page context of the page being rendered, if Gatsby has page data for it. */
function pageContextOf(load: (path: string) => unknown, pathname: string): unknown {
  try {
    const data = load(pathname);
    const result: unknown = data !== null && typeof data === "object" ? Reflect.get(data, "result") : undefined;
    return result !== null && typeof result === "object" ? Reflect.get(result, "pageContext") : undefined;
  } catch {
    return undefined;
  }
}
