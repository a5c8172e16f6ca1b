import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { markets } from "../../../markets";
import { marketSchema, textLocales, type Market } from "../../../markets/schema";
import { nginxConfig } from "../../../src/build/nginx";
import { SiteHeader } from "../../../src/layouts/parts/header/site-header";
import { ContentReader, loadMarketPages } from "../../../src/content/load";
import { fillTokens } from "../../../src/content/tokens";
import { ContactOptions } from "../../../src/features/help-centre/contact-options";
import { ContactForm } from "../../../src/features/help-centre/contact/contact-form";
import { marketFormats } from "../../../src/i18n/formats";
import { bundlesFromFiles, mainFile, MESSAGES_DIR, type Bundles } from "../../../src/content/text-bundles";
import { PageMessages } from "../../../src/i18n/build/page-messages";
import { usCentre } from "../features/help-centre/us-centre";
import { appProps } from "../../../src/runtime-apps/app-props";
import { languageLinks } from "../../../src/seo/language-links";
import { UnsupportedBrowserNotice } from "../../../src/shell/unsupported-browser/notice";
import { marketUrls } from "../../../src/urls/market-urls";
import { pageFor, renderInPage } from "../layouts/page-fixture";
import { schemaFields, withChanged } from "./schema-fields";

vi.mock("../../../src/runtime-apps/slot", () => import("../components/slot-stub"));

const root = join(__dirname, "../../..");
const us = markets.find((m) => m.id === "us");
if (!us) throw new Error("the US market is missing");

/** The US market with every optional field set, so each can be changed. */
const fixture: Market = {
  ...us,
  plusSupportMail: us.plusSupportMail ?? "plus-us@movanta.example",
  links: {
    ...us.links,
    shareFaq: us.links.shareFaq ?? "/share/faq",
    rideFaq: us.links.rideFaq ?? "/ride/faq",
    plusFaq: us.links.plusFaq ?? "/plus/faq",
    appStore: us.links.appStore ?? "https://apps.example/ios",
    playStore: us.links.playStore ?? "https://apps.example/android",
  },
  slugs: {
    ...us.slugs,
    fleet: "fleet",
    magazine: "magazine",
    digitalCheckoutUrl: "xpress/go",
    zenhomeUrl: "zenhome",
    fastlane: "fastlane",
  },
  languageSwitcher: us.languageSwitcher.map((entry) => ({ ...entry, redirectLink: `/${entry.value}/start` })),
};

/** Renders UI on a page of the market and gives its HTML: what a visitor sees of it. */
function htmlOf(market: Market, ui: ReactElement): string {
  const { container, unmount } = renderInPage(ui, pageFor("default", { market }));
  const html = container.innerHTML;
  unmount();
  return html;
}

/** Every bundle's "Open menu" only: the bundles' main files, read once. */
const menuTexts = (() => {
  let bundles: Bundles | undefined;
  return (): Bundles =>
    (bundles ??= bundlesFromFiles(
      textLocales.map((locale) => {
        const name = mainFile(locale);
        const all: unknown = JSON.parse(readFileSync(join(root, MESSAGES_DIR, name), "utf8"));
        const open = all !== null && typeof all === "object" && "shell.menu.open" in all ? all["shell.menu.open"] : undefined;
        return { name, messages: { "shell.menu.open": open } };
      }),
    ));
})();

/** The US help centre with no topics: the contact parts read the market, not the topics. */
const helpInfo = { ...usCentre, topics: [] };

/**
 * What a visitor gets from a market, one function per place the site shows it; each calls the
 * site's own code with the market, never reads the field itself.
 */
/** The page's text bundle's date pattern (en-US's), which a market without its own writes. */
const bundleDate = "MM/dd/yyyy";

const sees = {
  /** The props every runtime app gets (a booking app's too): market, country, language, currency, times. */
  appProps: (m: Market) =>
    appProps(m, marketFormats(m, bundleDate).datePattern, "prod", "https://www.movanta.example", "/apps/", {}, "booking-engine"),
  /** Every token content may use, filled: links, slugs, phone, mail, prefix, contact. */
  tokens: (m: Market) =>
    fillTokens(
      [
        ...Object.keys(marketSchema.shape.links.shape).map((key) => `{links.${key}}`),
        ...Object.keys(marketSchema.shape.slugs.shape).map((key) => `{slugs.${key}}`),
        "{prefix} {phone} {phoneDisplay} {mail} {currency} {contact}",
      ].join(" "),
      m,
    ).value,
  /** The URLs components link to. */
  urls: (m: Market) => marketUrls(m),
  /** Dates, times, numbers, distances and measures as pages write them. */
  formats: (m: Market) => {
    const f = marketFormats(m, bundleDate);
    const at = new Date(Date.UTC(2026, 4, 1, 14, 5));
    return [
      f.date(at),
      f.shortDate(at),
      f.time(at),
      f.number(1234.5, 1),
      f.currency(10),
      f.distance(10),
      f.weight(1000),
      f.volume(10),
      f.length(4),
      f.firstDayOfWeek,
    ];
  },
  /** The market's pages from the content: which exist, where, on which host and with which menu. */
  pages: (m: Market) =>
    loadMarketPages(new ContentReader(root), m).map((p) => [
      p.urlPath,
      p.content.domain,
      p.content.language_code,
      JSON.stringify(p.content.navigation),
    ]),
  /** The start page's language switcher. */
  languages: (m: Market) => {
    const pages = loadMarketPages(new ContentReader(root), m);
    const start = pages.find((p) => p.content.path === "/");
    if (!start) throw new Error("no start page");
    return languageLinks(m, start, new Map([[m, pages]]));
  },
  /** The start page's texts, from the market's text bundle (one text of each bundle, to keep it quick). */
  messages: (m: Market) => new PageMessages(menuTexts()).of({ market: m, template: "start", layout: "ibe" })["shell.menu.open"],
  /** The hosts nginx serves the market's tree on. */
  servedHosts: (m: Market) =>
    nginxConfig({
      listen: ["9000"],
      markets: [m],
      allowlist: new Set(),
      redirectsOf: () => [],
      resolver: "127.0.0.1",
      proxySocket: "/run/movanta-proxy.sock",
      policy: () => "default-src 'self'",
      pageSourcesOf: () => new Map(),
    })["sites.conf"],
  header: (m: Market) => htmlOf(m, <SiteHeader surface="white" home="/" />),
  contactOptions: (m: Market) => htmlOf(m, <ContactOptions info={helpInfo} headingLevel={2} />),
  contactForm: (m: Market) => htmlOf(m, <ContactForm info={helpInfo} id="contact" />),
  browserNotice: (m: Market) => htmlOf(m, <UnsupportedBrowserNotice market={m} messages={pageFor("default").messages} />),
};

/** A field's reader: the place it shows, and a value to change it to where the generic change would not do. */
type Reader = { sees: keyof typeof sees; to?: unknown };

/**
 * Where every market setting reaches a visitor (README "What a setting changes on the site"). The
 * test below walks the schema: a setting missing here fails, and so does one whose change leaves
 * its place unchanged.
 */
const readers: Readonly<Record<string, Reader>> = {
  id: { sees: "appProps" },
  host: { sees: "pages" },
  pathPrefix: { sees: "urls" },
  "testHosts[]": { sees: "servedHosts" },
  locale: { sees: "appProps", to: "en-GB" },
  textLocale: { sees: "messages", to: "de-DE" },
  "acceptLanguage[]": { sees: "appProps" },
  countryAlpha2: { sees: "appProps" },
  countryAlpha3: { sees: "appProps" },
  langAlpha2: { sees: "pages", to: "de" },
  langAlpha3: { sees: "appProps" },
  defaultCurrency: { sees: "appProps", to: "EUR" },
  "formats.time": { sees: "appProps" },
  "formats.decimalSeperator": { sees: "formats" },
  "formats.date": { sees: "formats" },
  "formats.nameDate": { sees: "formats", to: "MMM DD" },
  "formats.measureOfLength": { sees: "formats" },
  "formats.measures": { sees: "formats" },
  "formats.hour12Format": { sees: "formats" },
  "formats.isFirstDaySunday": { sees: "formats" },
  countryCodeNumber: { sees: "contactForm" },
  customerSupportPhone: { sees: "contactOptions" },
  customerSupportPhoneDisplay: { sees: "contactOptions" },
  customerSupportMail: { sees: "contactOptions" },
  ...Object.fromEntries(Object.keys(marketSchema.shape.links.shape).map((key) => [`links.${key}`, { sees: "tokens" }])),
  "languageSwitcher[].translationKey": { sees: "languages" },
  "languageSwitcher[].value": { sees: "languages" },
  "languageSwitcher[].redirectLink": { sees: "languages" },
  "initialDate.pickup.hour": { sees: "appProps" },
  "initialDate.pickup.minute": { sees: "appProps" },
  "initialDate.return.hour": { sees: "appProps" },
  "initialDate.return.minute": { sees: "appProps" },
  ...Object.fromEntries(Object.keys(marketSchema.shape.slugs.shape).map((key) => [`slugs.${key}`, { sees: "tokens" }])),
  openHelpCenterEntryPoint: { sees: "header" },
  isManageSubscriptionsHidden: { sees: "urls" },
  hidePrivacyPolicy: { sees: "pages" },
  "hideCurrencies[]": { sees: "appProps" },
  ...Object.fromEntries(
    Object.keys(marketSchema.shape.browserDownloadLink.shape).map((key) => [`browserDownloadLink.${key}`, { sees: "browserNotice" }]),
  ),
  chatFeedbackLink: { sees: "contactOptions" },
  "productLines[]": { sees: "pages" },
};

/**
 * Settings whose reader sits where one render cannot reach (a form's request, a dialog after a failed
 * call, a script loaded after consent): the unit test that proves what the visitor gets, by name.
 */
const provenBy: Readonly<Record<string, { file: string; test: string }>> = {
  contactFlowIdHelpAndContact: {
    file: "tests/unit/features/help-centre/contact-form.test.tsx",
    test: "carries the business flow id on a business site, so its request differs from the private one's",
  },
  plusSupportMail: {
    file: "tests/unit/features/plus-campaign/campaign-screen.test.tsx",
    test: "names the regional plus support mailbox, not the general one, when registration fails",
  },
  "analytics.containerIds[]": {
    file: "tests/unit/features/consent/analytics.test.ts",
    test: "loads the market's containers once, through the proxy, and sends one page view per page shown",
  },
};

/** Read by the people who build the site, not shown to visitors: `name` names the market in build:all's messages. */
const readByTheTeam: Readonly<Record<string, { file: string }>> = { name: { file: "scripts/check-markets.ts" } };

const fields = schemaFields(marketSchema);
const named = (map: object): string[] => Object.keys(map);

describe("every market setting", () => {
  it("has exactly one reader, and every reader is a setting of the schema", () => {
    const listed = [...named(readers), ...named(provenBy), ...named(readByTheTeam)];
    const paths = fields.map((f) => f.path);
    expect(
      paths.filter((p) => !listed.includes(p)),
      "settings nothing is listed as reading",
    ).toEqual([]);
    expect(
      listed.filter((p) => !paths.includes(p)),
      "listed, but no setting of the schema",
    ).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it.each(fields.filter((f) => f.path in readers))("$path changes what a visitor sees", async (field) => {
    const reader = readers[field.path];
    if (!reader) throw new Error(`no reader for ${field.path}`);
    const show = sees[reader.sees];
    const before = JSON.stringify(await show(fixture));
    const after = JSON.stringify(await show(withChanged(fixture, field, reader.to)));
    expect(after, `changing ${field.path} changes nothing ${reader.sees} shows`).not.toBe(before);
  });

  it.each(Object.entries(provenBy))("%s is proven by a test of the screen that shows it", (field, { file, test }) => {
    expect(field in readers).toBe(false);
    expect(readFileSync(join(root, file), "utf8")).toContain(`it("${test}"`);
  });

  it.each(Object.entries(readByTheTeam))("%s is read by %s", (field, { file }) => {
    expect(readFileSync(join(root, file), "utf8")).toMatch(new RegExp(`\\.${field}\\b`));
  });
});
