import type { GatsbySSR } from "gatsby";
import { ConsentBannerExpect, ConsentModeScript, ConsentStylesheet } from "./src/features/consent/head-script";
import { serverMessages } from "./src/i18n/server-messages";
import { wrapPage } from "./src/shell/wrap-page";

/**
 * The page context Gatsby stores has no messages (src/i18n/page-messages.ts): the server render adds
 * them, as the page data the browser reads has them.
 */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) =>
  wrapPage({ element, props: { ...props, pageContext: serverMessages().addTo(props.pageContext) } });

/** Consent Mode defaults before any other script of the page (docs/consent.md). */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <ConsentModeScript key="consent-mode" />,
    <ConsentStylesheet key="consent-style" />,
    <ConsentBannerExpect key="consent-expect" />,
  ]);
};
