import type { GatsbySSR } from "gatsby";
import { ConsentBannerPreload, ConsentModeScript, ConsentStylesheet } from "./src/features/consent/head-script";
import { wrapPage } from "./src/shell/wrap-page";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPage;

/** Consent Mode defaults before any other script of the page (docs/consent.md). */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([<ConsentModeScript key="consent-mode" />, <ConsentStylesheet key="consent-style" />, <ConsentBannerPreload key="consent-preload" />]);
};
