import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { marketSchema, type Market } from "../../../markets/schema";

const root = join(__dirname, "../../..");

/**
 * Every setting of a market and a module that reads it (issue "Every market setting does what it
 * says"): a setting nothing reads changes nothing a visitor sees, so it may not come back unnoticed.
 * README "Markets" says what each one changes on the site.
 */
const readers: Readonly<Record<keyof Market, string>> = {
  id: "src/gatsby/site-pages.ts",
  name: "scripts/check-markets.ts",
  host: "src/content/load.ts",
  pathPrefix: "src/gatsby/site-pages.ts",
  testHosts: "src/build/nginx.ts",
  locale: "src/runtime-apps/app-props.ts",
  textLocale: "src/i18n/build/page-messages.ts",
  acceptLanguage: "src/page/use-api.ts",
  countryAlpha2: "src/runtime-apps/app-props.ts",
  countryAlpha3: "src/runtime-apps/app-props.ts",
  langAlpha2: "src/runtime-apps/app-props.ts",
  langAlpha3: "src/runtime-apps/app-props.ts",
  defaultCurrency: "src/runtime-apps/app-props.ts",
  formats: "src/i18n/formats.ts",
  countryCodeNumber: "src/features/help-centre/contact/contact-form.tsx",
  customerSupportPhone: "src/features/help-centre/contact-options.tsx",
  customerSupportPhoneDisplay: "src/features/help-centre/contact-options.tsx",
  customerSupportMail: "src/features/help-centre/contact-options.tsx",
  plusSupportMail: "src/features/plus-campaign/campaign-screen.tsx",
  links: "src/urls/market-urls.ts",
  languageSwitcher: "src/seo/language-links.ts",
  initialDate: "src/runtime-apps/app-props.ts",
  slugs: "src/urls/market-urls.ts",
  analytics: "src/features/consent/consent-root.tsx",
  openHelpCenterEntryPoint: "src/components/page-frame/site-header.tsx",
  isManageSubscriptionsHidden: "src/features/account-area/routes.ts",
  // Read through the content's `hiddenBy` switches (src/content/load.ts reads `market[switch]`).
  hidePrivacyPolicy: "src/content/schema.ts",
  hideCurrencies: "markets/currencies.ts",
  browserDownloadLink: "src/shell/unsupported-browser/notice.tsx",
  chatFeedbackLink: "src/features/help-centre/contact-options.tsx",
  contactFlowIdHelpAndContact: "src/features/help-centre/contact/contact-form.tsx",
  productLines: "src/content/load.ts",
};

describe("every market setting", () => {
  it("has a reader listed, and nothing is listed that is not a setting", () => {
    expect(Object.keys(readers).sort()).toEqual(Object.keys(marketSchema.shape).sort());
  });

  it.each(Object.entries(readers))("%s is read by %s", (field, file) => {
    const source = readFileSync(join(root, file), "utf8");
    // A property read (`market.slugs`, `m.hideCurrencies`), a destructuring or a Pick of it.
    expect(source).toMatch(new RegExp(`\\.${field}\\b|\\{[^}]*\\b${field}\\b[^}]*\\}\\s*=|"${field}"`));
  });
});
