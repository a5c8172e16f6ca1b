import { join } from "node:path";
import { markets } from "../../../markets/index";
import { pageKey } from "../../../src/seo/alternates";
import { siteIndex } from "../../../src/seo/build/site-index";
import { sitemapXml } from "../../../src/seo/sitemap";

const repo = join(__dirname, "..", "..", "..");
const index = siteIndex(repo);
const market = (id: string) => {
  const found = markets.find((m) => m.id === id);
  if (!found) throw new Error(`no market ${id}`);
  return found;
};
const page = (id: string, name: string) => {
  const found = index.pages.get(market(id))?.find((p) => p.name === name);
  if (!found) throw new Error(`no page ${name} in ${id}`);
  return found;
};
const alternatesOf = (id: string, name: string) => index.alternates.get(pageKey(market(id), page(id, name))) ?? [];

describe("hreflang alternates", () => {
  it("link a page to the same page in every private market, with the default market as x-default", () => {
    const alternates = alternatesOf("ch-fr", "help-home");
    expect(alternates).toContainEqual({ hreflang: "fr-CH", href: "https://www.movanta.ch/fr/help" });
    expect(alternates).toContainEqual({ hreflang: "de-CH", href: "https://www.movanta.ch/help" });
    expect(alternates).toContainEqual({ hreflang: "x-default", href: "https://www.movanta.com/help" });
    expect(alternates.filter((a) => a.hreflang !== "x-default")).toHaveLength(markets.filter((m) => !m.id.endsWith("-business")).length);
  });

  it("link the English page of a holiday host and the host's own both ways", () => {
    const hosts: [id: string, own: string, english: string][] = [
      ["es", "es-ES", "en-ES"],
      ["hr", "hr-HR", "en-HR"],
    ];
    for (const [id, own, english] of hosts) {
      const pair = [
        { hreflang: own, href: `https://www.movanta.${id}/` },
        { hreflang: english, href: `https://www.movanta.${id}/en` },
      ];
      for (const alternates of [alternatesOf(id, "start"), alternatesOf(`${id}-en`, "start")])
        for (const a of pair) expect(alternates).toContainEqual(a);
    }
  });

  it("never name one language twice in a set", () => {
    for (const list of index.alternates.values()) {
      const languages = list.map((a) => a.hreflang);
      expect(new Set(languages).size).toBe(languages.length);
    }
  });

  it("keep business sites among themselves", () => {
    const alternates = alternatesOf("gb-business", "start");
    expect(alternates.map((a) => a.href)).toContain("https://business.movanta.co.uk/");
    expect(alternates.every((a) => a.href.startsWith("https://business."))).toBe(true);
    expect(alternates).toContainEqual({ hreflang: "x-default", href: "https://business.movanta.com/" });
  });

  it("link ride pages only between markets that offer ride", () => {
    const hosts = alternatesOf("de", "ride-home").map((a) => new URL(a.href).host);
    expect(hosts).toContain("www.movanta.at");
    expect(hosts).not.toContain("www.movanta.ch");
  });

  it("leave error pages, test pages and the account area out", () => {
    expect(alternatesOf("us", "not-found")).toEqual([]);
    expect(alternatesOf("us", "navigation-test")).toEqual([]);
    expect(alternatesOf("us", "account")).toEqual([]);
  });

  it("link the business sign-in of a business site to the other business sites' only", () => {
    const hosts = alternatesOf("es-business", "business-login").map((a) => new URL(a.href).host);
    expect(hosts).toContain("business.movanta.fr");
    expect(hosts).not.toContain("www.movanta.es");
  });
});

describe("sitemaps", () => {
  it("list a host's indexable pages with their alternates, escaped as XML", () => {
    const ch = [market("ch"), market("ch-fr")].flatMap((m) => (index.pages.get(m) ?? []).map((p) => ({ market: m, page: p })));
    const xml = sitemapXml(ch, index.alternates);
    expect(xml).toContain("<loc>https://www.movanta.ch/</loc>");
    expect(xml).toContain("<loc>https://www.movanta.ch/fr/help</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://www.movanta.com/help"/>');
    expect(xml).not.toContain("/404");
    const es = [market("es"), market("es-en")].flatMap((m) => (index.pages.get(m) ?? []).map((p) => ({ market: m, page: p })));
    expect(sitemapXml(es, index.alternates)).toContain("<loc>https://www.movanta.es/en/car-rental</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(
      ch.filter(({ page: p }) => !["not-found", "server-error", "account"].includes(p.content.template)).length,
    );
  });
});
