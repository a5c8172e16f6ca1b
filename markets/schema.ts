import { z } from "zod";
import { isCurrency } from "./currencies";

/**
 * Product lines a market can offer; rent-car is everywhere, the others only where listed. A line
 * decides pages (content's `requires`) and apps: `long-term-rental` builds the long-term rental page,
 * `plus-unlimited` (only with `plus`) adds the plus page's unlimited tab.
 */
export const productLines = ["rent-car", "rent-truck", "ride", "share", "plus", "long-term-rental", "plus-unlimited"] as const;
export type ProductLine = (typeof productLines)[number];

/** The 11 locales that have text bundles; every other locale falls back to one of these. */
/**
 * The text bundles (src/i18n/messages/): spec §9's 11, en-US the default and the one every other is
 * checked against, and one for each further language a market's pages are written in.
 */
export const textLocales = [
  "en-US",
  "de-DE",
  "nl-NL",
  "fr-FR",
  "en-GB",
  "es-ES",
  "de-CH",
  "it-IT",
  "en-NZ",
  "nl-BE",
  "en-AU",
  "da-DK",
  "et-EE",
  "fi-FI",
  "hr-HR",
  "hu-HU",
  "is-IS",
  "lt-LT",
  "lv-LV",
  "nb-NO",
  "pl-PL",
  "pt-PT",
  "pt-BR",
  "ro-RO",
  "sl-SI",
  "sv-SE",
  "ar-SA",
] as const;
export type TextLocale = (typeof textLocales)[number];

const hourMinute = z
  .object({
    hour: z.number().int().min(0).max(23).describe("Hour of the day, 0-23"),
    minute: z.number().int().min(0).max(59).describe("Minute of the hour, 0-59"),
  })
  .strict();

/** An ISO 4217 code of spec §9's currency list (markets/currencies.ts). */
const currency = z.string().refine((code): boolean => isCurrency(code), "one of the currencies of spec §9 (markets/currencies.ts)");
const url = z.string().regex(/^(https?:\/\/|\/|#)/, "a URL starting with https://, http://, / or #");
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]*(\/[a-z0-9-]+)*$/, "a lower-case slug such as car-rental");

export const formatsSchema = z
  .object({
    time: z.enum(["HH:mm", "hh:mm a"]).describe("Time pattern: 24-hour HH:mm or 12-hour hh:mm a"),
    decimalSeperator: z.enum([",", "."]).describe("Decimal separator (the CMS spelling is kept)"),
    date: z
      .enum(["DD.MM.YYYY", "DD/MM/YYYY", "MM/DD/YYYY"])
      .optional()
      .describe(
        "Numeric date pattern of every page of the market, whatever its language (a visitor reads dates as their country writes them); absent: each page writes its text bundle's pattern (format.date)",
      ),
    nameDate: z
      .enum(["DD. MMM", "DD MMM", "MMM DD"])
      .describe("Short date with the month's name in the page's language: DD the day, MMM the month"),
    measureOfLength: z.enum(["km", "mi"]).describe("Unit of distances"),
    measures: z
      .enum(["metric", "imperial"])
      .describe(
        "Units of vehicle measures: metric (kg, m³, m) or US customary (lb, ft³, ft); the UK counts miles but loads vans in kilograms and cubic metres",
      ),
    hour12Format: z.boolean().describe("True where times are shown on a 12-hour clock"),
    isFirstDaySunday: z.boolean().describe("True where weeks start on Sunday in date pickers"),
  })
  .strict();

export const linksSchema = z
  .object({
    termsConditions: url.describe("Rental terms and conditions page"),
    termsPdf: url.describe("Terms and conditions as a PDF"),
    privacy: url.optional().describe("Privacy policy page; absent where the market hides it (hidePrivacyPolicy)"),
    imprint: url.describe("Legal imprint page"),
    rentalInformation: url.describe("Rental information page"),
    protection: url.describe("Protection packages page"),
    loyaltyCards: url.describe("Loyalty cards page"),
    partners: url.describe("Partners page"),
    threeDSecureFaq: url.describe("3-D Secure FAQ"),
    paymentInfo: url.describe("Payment information page"),
    corporateLogin: url.describe("Business customer login"),
    corporateSignup: url.describe("Business customer sign-up"),
    plusOffers: url.optional().describe("Subscription (plus) start page with the offers list, only where plus is offered"),
    plusFaq: url.optional().describe("Subscription (plus) FAQ, only where plus is offered"),
    shareFaq: url.optional().describe("Car sharing FAQ, only where share is offered"),
    rideFaq: url.optional().describe("Ride FAQ, only where ride is offered"),
    appStore: url.optional().describe("App download on the iOS store, where the market has store links"),
    playStore: url.optional().describe("App download on the Android store, where the market has store links"),
  })
  .strict();

export const slugsSchema = z
  .object({
    stationFinder: slug.describe("Branch/station finder, e.g. car-rental, mietwagen"),
    truck: slug.optional().describe("Truck rental page, only where rent-truck is offered"),
    contact: z
      .string()
      .regex(/^(#\/[a-z-]+|\/[a-z-]+\/)$/)
      .describe("Help and contact route: #/help-and-contact, /contacto/, /kontakt/…"),
    account: z.literal("/account/").describe("Base path of the account area"),
    fleet: slug.optional().describe("German sites: fleet page ({brand}-mieten)"),
    magazine: slug.optional().describe("German sites: magazine"),
    digitalCheckoutUrl: slug.optional().describe("German sites: digital checkout (xpress/go)"),
    zenhomeUrl: slug.optional().describe("German sites: zen home"),
    fastlane: slug.optional().describe("German sites: digital pick-up (digital-anmieten)"),
    bookingOffers: slug
      .optional()
      .describe("Booking journey, step 2: the offers of a search (docs/runtime-apps.md, 'The booking journey')"),
    bookingExtras: slug.optional().describe("Booking journey, step 3: an offer's details and extras"),
    bookingDriver: slug.optional().describe("Booking journey, step 4: the driver's details and the booking"),
    bookingConfirmation: slug.optional().describe("Booking journey, step 5: the reservation's confirmation"),
  })
  .strict();

const browsers = ["chrome", "safari", "firefox", "edge", "opera"] as const;

export const marketSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z]{2}(-[a-z]+)?$/, "a lower-case ISO alpha-2 code with an optional -suffix")
      .describe("Market id: ISO 3166 alpha-2, lower case, with a suffix for variants"),
    name: z.string().min(1).describe("English name of the market, for people and reports"),
    host: z
      .string()
      .regex(/^[a-z0-9.-]+$/)
      .describe("Production host of the site"),
    pathPrefix: z
      .string()
      .regex(/^(\/[a-z]{2})?$/)
      .describe("Path prefix of an extra language on a shared host: '' or /fr, /es…"),
    testHosts: z
      .array(z.string().regex(/^[a-z0-9.-]+$/))
      .min(1)
      .describe("Internal test hosts that resolve to this market"),
    locale: z
      .string()
      .regex(/^[a-z]{2}-[A-Z]{2}$/)
      .describe("Full locale of the site, e.g. de-DE"),
    textLocale: z.enum(textLocales).describe("Which text bundle the site's own words come from: the language of the market's pages"),
    acceptLanguage: z.array(z.string().min(2)).min(1).describe("Accept-Language values handed to runtime apps, most preferred first"),
    countryAlpha2: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .describe("ISO 3166-1 alpha-2 country code"),
    countryAlpha3: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .describe("ISO 3166-1 alpha-3 country code"),
    langAlpha2: z
      .string()
      .regex(/^[a-z]{2}$/)
      .describe("ISO 639-1 language code"),
    langAlpha3: z
      .string()
      .regex(/^[a-z]{3}$/)
      .describe("ISO 639-2 language code"),
    defaultCurrency: currency.describe("ISO 4217 currency of prices, one of spec §9's"),
    formats: formatsSchema.describe("How dates, times, numbers and distances are written"),
    countryCodeNumber: z
      .string()
      .regex(/^\+\d{1,4}$/)
      .describe("International phone prefix, e.g. +49"),
    customerSupportPhone: z
      .string()
      .regex(/^\+\d{6,15}$/)
      .describe("Support phone in E.164 form, for tel: links"),
    customerSupportPhoneDisplay: z.string().min(6).describe("Support phone as people read it"),
    customerSupportMail: z.string().email().describe("Support e-mail address"),
    plusSupportMail: z
      .string()
      .email()
      .optional()
      .describe(
        "Regional support mailbox of the plus subscription (spec §8), named by the plus campaign's error dialog; only where plus is offered",
      ),
    links: linksSchema.describe("Links to legal, info and app pages"),
    languageSwitcher: z
      .array(
        z
          .object({
            translationKey: z.string().min(1).describe("Message key of the language's label"),
            value: z
              .string()
              .regex(/^[a-z]{2}(-[A-Z]{2})?$/)
              .describe("Language value, e.g. de or fr-CH"),
            redirectLink: url.optional().describe("Where to go instead of the same page in that language"),
          })
          .strict(),
      )
      .describe("Languages offered on this host"),
    initialDate: z.object({ pickup: hourMinute, return: hourMinute }).strict().describe("Default pickup and return times"),
    slugs: slugsSchema.describe("Market-specific path segments"),
    analytics: z
      .object({ containerIds: z.array(z.string().regex(/^[A-Z]+-[A-Z0-9]+$/)).min(1) })
      .strict()
      .describe("Tag manager container ids"),
    openHelpCenterEntryPoint: z
      .boolean()
      .describe("Whether the header opens the help centre's entry point: a Help link to the help centre's home beside the languages"),
    isManageSubscriptionsHidden: z
      .boolean()
      .describe("Hides the account area's subscriptions route and every link to it (menu, the account overview's list)"),
    hidePrivacyPolicy: z
      .boolean()
      .describe(
        "Removes the privacy policy page and every link to it; links.privacy is then absent, so content using it fails content:check",
      ),
    hideCurrencies: z
      .array(currency)
      .describe("Currencies of spec §9 the booking apps' currency picker leaves out (props.currencies); never the market's own"),
    browserDownloadLink: z
      .object(Object.fromEntries(browsers.map((b) => [b, url])))
      .strict()
      .describe("Download page per supported browser"),
    chatFeedbackLink: url.describe("Where chat users leave feedback"),
    contactFlowIdHelpAndContact: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .describe("Id of the help-and-contact flow"),
    productLines: z.array(z.enum(productLines)).min(1).describe("Product lines this market offers; rent-car always"),
  })
  .strict()
  .superRefine((m, ctx) => {
    const has = (line: ProductLine): boolean => m.productLines.includes(line);
    const needs: [boolean, string, unknown][] = [
      [has("rent-truck"), "slugs.truck", m.slugs.truck],
      [has("plus"), "links.plusOffers", m.links.plusOffers],
      [has("plus"), "links.plusFaq", m.links.plusFaq],
      [has("share"), "links.shareFaq", m.links.shareFaq],
      [has("ride"), "links.rideFaq", m.links.rideFaq],
      [has("plus"), "plusSupportMail", m.plusSupportMail],
    ];
    for (const [offered, field, value] of needs) {
      if (offered !== (value !== undefined)) {
        ctx.addIssue({
          code: "custom",
          path: field.split("."),
          message: offered
            ? `${field} is required because the market offers that product line`
            : `${field} must be absent because the market does not offer that product line`,
        });
      }
    }
    if (m.hidePrivacyPolicy === (m.links.privacy !== undefined))
      ctx.addIssue({
        code: "custom",
        path: ["links", "privacy"],
        message: m.hidePrivacyPolicy
          ? "links.privacy must be absent because the market hides its privacy policy (hidePrivacyPolicy)"
          : "links.privacy is required because the market shows its privacy policy",
      });
    if (m.hideCurrencies.includes(m.defaultCurrency))
      ctx.addIssue({
        code: "custom",
        path: ["hideCurrencies"],
        message: `${m.defaultCurrency} is the market's own currency and cannot be hidden`,
      });
    if (has("plus-unlimited") && !has("plus"))
      ctx.addIssue({ code: "custom", path: ["productLines"], message: "plus-unlimited is a tab of the plus page: offer plus too" });
    if (!m.productLines.includes("rent-car"))
      ctx.addIssue({ code: "custom", path: ["productLines"], message: "rent-car is offered in every market" });
  });

export type Market = z.infer<typeof marketSchema>;
export type MarketFormats = z.infer<typeof formatsSchema>;
