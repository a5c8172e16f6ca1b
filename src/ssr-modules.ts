/**
 * Every module the server render would otherwise evaluate only when a page first needs it (the page
 * templates, and what a dynamic import() loads), evaluated here in this fixed order when Gatsby's HTML
 * renderer starts (gatsby-ssr.tsx imports this file). styled-components numbers its style groups in
 * the order a process first defines its components; with the modules evaluated lazily, a page got
 * other group numbers (and another order of its style blocks) depending on which pages the same
 * process had rendered before it, so a page rendered alone differed from the same page rendered in a
 * full build. tests/unit/build/ssr-modules.test.ts keeps this list complete.
 */
import * as m0 from "./components/burger-menu/menu-panel";
import * as m1 from "./features/consent/analytics";
import * as m2 from "./features/consent/consent-root";
import * as m3 from "./features/consent/field-data";
import * as m4 from "./features/consent/settings-dialog";
import * as m5 from "./features/help-centre/calls";
import * as m6 from "./features/help-centre/search/search-results";
import * as m7 from "./features/help-centre/vote/send-vote";
import * as m8 from "./features/language-suggestion/suggestion";
import * as m9 from "./features/plus-campaign/result-dialog";
import * as m10 from "./features/plus-offers/calendar-dialog";
import * as m11 from "./features/plus-offers/details-dialog";
import * as m12 from "./features/plus-offers/hand-over-dialog";
import * as m13 from "./features/plus-offers/more-reviews";
import * as m14 from "./features/plus-offers/offer-banners";
import * as m15 from "./features/plus-offers/offers-screen";
import * as m16 from "./features/ride-signup/confirmation-sent";
import * as m17 from "./features/ride-signup/send";
import * as m18 from "./layouts/ibe/later-views";
import * as m19 from "./runtime-apps/shell-slot";
import * as m20 from "./runtime-apps/start-slot";
import * as m21 from "./services/captcha/widget";
import * as m22 from "./services/feature-flags/service/client";
import * as m23 from "./services/feature-flags/visitor";
import * as m24 from "./shell/page-styles";
import * as m25 from "./shell/wrap-page";
import * as m26 from "./templates/not-found";
import * as m27 from "./templates/server-error";
import * as m28 from "./templates/help-home";
import * as m29 from "./templates/help-search";
import * as m30 from "./templates/help-category";
import * as m31 from "./templates/help-section";
import * as m32 from "./templates/help-article";
import * as m33 from "./templates/ride-help-home";
import * as m34 from "./templates/ride-help-category";
import * as m35 from "./templates/ride-help-section";
import * as m36 from "./templates/ride-help-article";
import * as m37 from "./templates/ride-signup";
import * as m38 from "./templates/ride-confirm";
import * as m39 from "./templates/ride-thank-you";
import * as m40 from "./templates/plus-campaign";
import * as m41 from "./templates/plus-faq";
import * as m42 from "./templates/legal";
import * as m43 from "./templates/account";
import * as m44 from "./templates/business-login";
import * as m45 from "./templates/business-signup";
import * as m46 from "./templates/branch-finder";
import * as m47 from "./templates/branch-city";
import * as m48 from "./templates/truck";
import * as m49 from "./templates/fleet";
import * as m50 from "./templates/digital-checkout";
import * as m51 from "./templates/zen-home";
import * as m52 from "./templates/long-term-rental";
import * as m53 from "./templates/booking-offers";
import * as m54 from "./templates/booking-extras";
import * as m55 from "./templates/booking-driver";
import * as m56 from "./templates/booking-confirmation";
import * as m57 from "./templates/by-layout/default";
import * as m58 from "./templates/by-layout/empty";
import * as m59 from "./templates/by-layout/funnel";
import * as m60 from "./templates/by-layout/ibe";
import * as m61 from "./templates/by-layout/navigation-without-layout";
import * as m62 from "./templates/by-layout/navigation";
import * as m63 from "./templates/by-layout/plus";
import * as m64 from "./templates/by-layout/promotion";
import * as m65 from "./templates/by-layout/ride";
import * as m66 from "./templates/by-layout/standalone";
import * as m67 from "./templates/by-layout/zen";

/** The modules, in the order they are evaluated. */
export const serverModules: readonly object[] = [
  m0,
  m1,
  m2,
  m3,
  m4,
  m5,
  m6,
  m7,
  m8,
  m9,
  m10,
  m11,
  m12,
  m13,
  m14,
  m15,
  m16,
  m17,
  m18,
  m19,
  m20,
  m21,
  m22,
  m23,
  m24,
  m25,
  m26,
  m27,
  m28,
  m29,
  m30,
  m31,
  m32,
  m33,
  m34,
  m35,
  m36,
  m37,
  m38,
  m39,
  m40,
  m41,
  m42,
  m43,
  m44,
  m45,
  m46,
  m47,
  m48,
  m49,
  m50,
  m51,
  m52,
  m53,
  m54,
  m55,
  m56,
  m57,
  m58,
  m59,
  m60,
  m61,
  m62,
  m63,
  m64,
  m65,
  m66,
  m67,
];
