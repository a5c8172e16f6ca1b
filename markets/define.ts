import { brand, productionHost, testHost } from "./brand";
import { browserDownloadLink, formatsFrom, initialDate, linksFor, plusSupportMailOf, type MarketInput } from "./defaults";
import type { Market } from "./schema";

/** Turns the facts of one market into its full config, filling every shared default. */
export function defineMarket(input: MarketInput): Market {
  const host = input.host ?? productionHost(input.tld ?? input.country[0].toLowerCase());
  const pathPrefix = input.pathPrefix ?? "";
  const [countryAlpha2, countryAlpha3] = input.country;
  const [langAlpha2, langAlpha3] = input.language;
  return {
    id: input.id,
    name: input.name,
    host,
    pathPrefix,
    testHosts: [testHost(input.id)],
    locale: input.locale,
    textLocale: input.textLocale,
    acceptLanguage: input.acceptLanguage ?? [input.locale, langAlpha2],
    countryAlpha2,
    countryAlpha3,
    langAlpha2,
    langAlpha3,
    defaultCurrency: input.currency,
    formats: formatsFrom(input.formats),
    countryCodeNumber: input.phone.prefix,
    customerSupportPhone: input.phone.number,
    customerSupportPhoneDisplay: input.phone.display,
    customerSupportMail: input.mail ?? `service-${countryAlpha2.toLowerCase()}@${brand.slug}.example`,
    ...(input.productLines.includes("plus") && { plusSupportMail: plusSupportMailOf(countryAlpha2) }),
    links: {
      ...linksFor(pathPrefix, host, input.productLines, input.storeLinks ?? false, input.hidePrivacyPolicy ?? false),
      ...input.links,
    },
    languageSwitcher: input.languageSwitcher ?? [],
    initialDate,
    slugs: { contact: "#/help-and-contact", account: "/account/", ...input.slugs },
    analytics: { containerIds: [`MT-${countryAlpha2}${langAlpha2.toUpperCase()}01`] },
    openHelpCenterEntryPoint: input.openHelpCenterEntryPoint ?? false,
    isManageSubscriptionsHidden: !input.productLines.includes("plus"),
    hidePrivacyPolicy: input.hidePrivacyPolicy ?? false,
    hideCurrencies: input.hideCurrencies ?? [],
    browserDownloadLink,
    chatFeedbackLink: `https://feedback.${brand.slug}.example/chat/${input.id}`,
    contactFlowIdHelpAndContact: `help-contact-${input.id}`,
    productLines: input.productLines,
  };
}

/**
 * The business-customer site of a market: its own host, and the business chat feedback link and
 * help contact flow in place of the private ones (spec §3). It serves the base market's language
 * only, so it has no language switcher: the base's would lead to languages its host does not have.
 * Its pages are the shared ones of its language, so it has none of the base's own booking journey.
 */
export function businessVariant(base: Market): Market {
  const id = `${base.id}-business`;
  const host = base.host.replace(/^www\./, "business.");
  const {
    bookingOffers: _offers,
    bookingExtras: _extras,
    bookingDriver: _driver,
    bookingConfirmation: _confirmation,
    ...slugs
  } = base.slugs;
  return {
    ...base,
    id,
    slugs,
    name: `${base.name} (business)`,
    host,
    testHosts: [testHost(id)],
    links: { ...base.links, termsPdf: base.links.termsPdf.replace(base.host, host) },
    chatFeedbackLink: `https://feedback.${brand.slug}.example/chat/business/${base.id}`,
    contactFlowIdHelpAndContact: `help-contact-business-${base.id}`,
    languageSwitcher: [],
  };
}
