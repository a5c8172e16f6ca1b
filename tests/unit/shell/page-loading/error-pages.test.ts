import { markets } from "../../../../markets/index";
import type { Market } from "../../../../markets/schema";
import { errorPageContext, isErrorPage, type PageEntry } from "../../../../src/gatsby/error-pages";
import { join } from "node:path";
import { projectMessages } from "../../../../src/i18n/build/page-messages";
import { isSitePageContext, type StoredPageContext } from "../../../../src/page-context/page-context";
import { errorPagePathForEntry, pageForLocation } from "../../../../src/shell/page-loading/error-pages";

const market = (id: string): Market => {
  const found = markets.find((m) => m.id === id);
  if (!found) throw new Error(`no market ${id}`);
  return found;
};

/** A minimal 404 page context of a market, as createPages stores it. */
const notFound = (m: Market): StoredPageContext => ({
  template: "not-found",
  layout: "navigationWithoutLayout",
  navigation: [],
  footer: [],
  isBillboard: false,
  banner_display: false,
  title: `404 ${m.id}`,
  description: "Gone.",
  language_code: m.locale,
  domain: m.host,
  pagePath: `${m.pathPrefix}/404`,
  market: m,
  seasonStart: "2026-01-01",
  messagesHash: "test",
  seo: { canonical: `https://${m.host}${m.pathPrefix}/404`, alternates: [], indexable: false },
  languages: [],
});

const entry = (m: Market, contentPath = "/404"): PageEntry => ({
  market: m,
  contentPath,
  context: { ...notFound(m), pagePath: `${m.pathPrefix}${contentPath}` },
});

describe("the error pages of a host with several languages", () => {
  const entries = [entry(market("ch")), entry(market("ch-fr")), entry(market("ch"), "/help"), entry(market("de"))];

  it("knows the 404 and 500 pages", () => {
    expect(["/404", "/500", "/help", "/404.html"].map(isErrorPage)).toEqual([true, true, false, false]);
  });

  it("gives the host's main 404 page the same page of its other languages, and no other page", () => {
    const main = errorPageContext(entries[0] as PageEntry, entries);
    expect(main.alternates?.map((alt) => alt.market.id)).toEqual(["ch-fr"]);
    expect(errorPageContext(entries[1] as PageEntry, entries).alternates).toBeUndefined();
    expect(errorPageContext(entries[2] as PageEntry, entries).alternates).toBeUndefined();
    expect(errorPageContext(entries[3] as PageEntry, entries).alternates).toBeUndefined();
  });

  it("renders the alternate of the visited path's language, else the page itself", () => {
    // As the page data and the server render have it: the page and its alternates with their messages.
    const main: unknown = projectMessages(join(__dirname, "..", "..", "..")).addTo(errorPageContext(entries[0] as PageEntry, entries));
    if (!isSitePageContext(main)) throw new Error("the error page has no messages");
    expect(pageForLocation(main, "/fr/introuvable").market.id).toBe("ch-fr");
    expect(pageForLocation(main, "/fr").market.id).toBe("ch-fr");
    expect(pageForLocation(main, "/fragment").market.id).toBe("ch");
    expect(pageForLocation(main, "/nicht-da").market.id).toBe("ch");
  });

  it("ignores alternates that are not page contexts", () => {
    const broken = { ...notFound(market("ch")), messages: {}, alternates: [{ market: "fr" }] };
    expect(pageForLocation(broken, "/fr/x").market.id).toBe("ch");
  });
});

describe("a language's own error page served for a missing path", () => {
  it("is told to Gatsby as the root fallback, so the address stays", () => {
    expect(errorPagePathForEntry("/fr/404.html", "/fr/introuvable")).toBe("/404.html");
    expect(errorPagePathForEntry("/es/404", "/es/no-existe")).toBe("/404.html");
    expect(errorPagePathForEntry("/fr/500.html", "/fr/aide")).toBe("/500.html");
  });

  it("changes nothing for other pages, the root fallbacks, or the page at its own address", () => {
    expect(errorPagePathForEntry("/help", "/help")).toBeUndefined();
    expect(errorPagePathForEntry("/404.html", "/missing")).toBeUndefined();
    expect(errorPagePathForEntry("/fr/404", "/fr/404")).toBeUndefined();
    expect(errorPagePathForEntry("/fr/help/404", "/fr/x")).toBeUndefined();
    expect(errorPagePathForEntry(undefined, "/x")).toBeUndefined();
  });
});
