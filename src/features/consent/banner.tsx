import { FormattedMessage } from "react-intl";
import { answerFromBanner } from "./choice";
import { PrivacySettingsButton } from "./settings-button";
import type { Consent } from "../../services/consent/state";

const answer = (consent: Consent) => () => answerFromBanner(consent);

/**
 * Id of the banner's last element, an empty one: every page's head holds its first frame until the
 * parser has read it, so no frame shows a banner read in part (ConsentBannerExpect, build/head-script.tsx).
 */
export const BANNER_END_ID = "consent-banner-end";

/**
 * The consent banner of a visitor's first page: a bottom sheet in the static HTML (fixed, so it
 * pushes nothing), small enough to leave the page's main action free on a phone. Its styles are in
 * head/consent.css. A browser that sends Global Privacy Control sees it too, with a note that the
 * signal keeps the limited version until the visitor agrees.
 */
export function ConsentBanner() {
  return (
    <section className="consent-banner" aria-labelledby="consent-title">
      <h2 id="consent-title">
        <FormattedMessage id="consent.banner.title" />
      </h2>
      <p>
        <FormattedMessage id="consent.banner.text" />
        {/* In every page's HTML, shown by head/consent.css for a browser that sends Global Privacy Control: no shift. */}
        <span className="consent-gpc">
          {" "}
          <FormattedMessage id="consent.gpc.note" />
        </span>
      </p>
      <div>
        <button type="button" className="consent-agree" onClick={answer("performance")}>
          <FormattedMessage id="consent.agree" />
        </button>
        <button type="button" onClick={answer("essential")}>
          <FormattedMessage id="consent.limited" />
        </button>
        <PrivacySettingsButton />
      </div>
      <span id={BANNER_END_ID} hidden />
    </section>
  );
}
