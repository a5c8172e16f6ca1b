import { useEffect, useSyncExternalStore } from "react";
import { useSitePage } from "../../page-context/site-page";
import { ConsentBanner } from "./banner";
import { useFieldData } from "./use-field-data";
import { currentConsent, onConsentChange } from "../../services/consent/state";

const noAnswer = (): undefined => undefined;

/** The tag containers' loader and the page views: a chunk of its own, which a visitor who has not agreed never downloads. */
const loadAnalytics = () => import(/* webpackChunkName: "analytics" */ "./analytics");

/**
 * Consent on every page: the banner until the visitor answers, then, once performance cookies are
 * allowed, the market's analytics, a page view for every page shown and field data. The server HTML
 * always holds the banner; consent-mode.js hides it before the first paint for a visitor who
 * answered, and this removes it after hydration.
 */
export default function ConsentRoot() {
  const { market, pagePath } = useSitePage();
  const containers = market.analytics.containerIds;
  const consent = useSyncExternalStore(onConsentChange, currentConsent, noAnswer);

  // After each page rendered, client-side navigations included: the page view follows the page.
  useEffect(() => {
    if (consent === "performance")
      loadAnalytics().then(
        ({ trackPage }) => trackPage(containers, pagePath),
        (error: unknown) => console.warn("[analytics] the page-view code did not load:", error),
      );
  }, [consent, containers, pagePath]);
  useFieldData(consent);

  return consent ? null : <ConsentBanner />;
}
