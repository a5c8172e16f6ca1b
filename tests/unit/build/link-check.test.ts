import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import {
  brokenLinksOf,
  brokenReport,
  describeBroken,
  hasPage,
  linksOfHtml,
  linksOfSitemap,
  siteTarget,
  treesIn,
} from "../../../src/build/link-check";
import { tempDir } from "../temp-dir";

const hosts = new Set(["www.movanta.de", "www.movanta.ch"]);

function tree(dist: string, host: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    const path = join(dist, host, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
}

describe("the link check of the built host trees", () => {
  test("reads anchors, canonical and hreflang links of a page, entities decoded, and a sitemap's URLs", () => {
    const html =
      '<link rel="canonical" href="https://www.movanta.de/"><link rel="alternate" hreflang="fr" href="https://www.movanta.ch/fr"><link rel="stylesheet" href="/x.css"><a class="a" href="/help?q=a&amp;b">Help</a><a>none</a>';
    expect(linksOfHtml(html)).toEqual(["/help?q=a&b", "https://www.movanta.de/", "https://www.movanta.ch/fr"]);
    expect(linksOfSitemap("<urlset><url><loc>https://www.movanta.de/help</loc></url></urlset>")).toEqual(["https://www.movanta.de/help"]);
  });

  test("follows host-relative links and links to the site's hosts, and nothing else", () => {
    expect(siteTarget("/account/#/bookings", "www.movanta.de", hosts)).toEqual({ host: "www.movanta.de", path: "/account/" });
    expect(siteTarget("https://www.movanta.ch/fr?x=1", "www.movanta.de", hosts)).toEqual({ host: "www.movanta.ch", path: "/fr" });
    for (const other of ["https://example.org/", "//cdn.example.org/x.js", "mailto:help@movanta.example", "tel:+49301234", "#main"]) {
      expect(siteTarget(other, "www.movanta.de", hosts)).toBeUndefined();
    }
  });

  test("finds a page as its folder's index.html, an .html file or the file itself, never outside the tree", () => {
    const dist = tempDir("links-");
    tree(dist, "www.movanta.de", { "index.html": "", "help/index.html": "", "404.html": "", "robots.txt": "" });
    const at = (path: string) => hasPage(join(dist, "www.movanta.de"), path);
    expect([at("/"), at("/help"), at("/help/"), at("/404"), at("/robots.txt")]).toEqual([true, true, true, true, true]);
    expect([at("/mietwagen"), at("/../www.movanta.ch/index.html"), at("/help/missing")]).toEqual([false, false, false]);
  });

  test("names each page and link that leads to no page, and judges no host whose tree is not there", () => {
    const dist = tempDir("links-");
    tree(dist, "www.movanta.de", {
      "index.html":
        '<a href="/help">Help</a><a href="/mietwagen">Cars</a><a href="https://www.movanta.ch/fr">CH</a><a href="https://example.org/">x</a>',
      "help/index.html": '<a href="/">Home</a>',
      "404/index.html": '<a href="/mietwagen">Cars</a>',
      "sitemap.xml": "<loc>https://www.movanta.de/help</loc><loc>https://www.movanta.de/gone</loc>",
    });
    const broken = brokenLinksOf(treesIn(dist), "www.movanta.de", hosts);
    expect(broken.map(describeBroken).sort()).toEqual([
      "www.movanta.de/404/index.html: /mietwagen → no page",
      "www.movanta.de/index.html: /mietwagen → no page",
      "www.movanta.de/sitemap.xml: https://www.movanta.de/gone → no page",
    ]);
    // Once the Swiss tree is built, its missing page counts too; a route something else serves does not.
    tree(dist, "www.movanta.ch", { "index.html": "" });
    expect(
      brokenLinksOf(treesIn(dist), "www.movanta.de", hosts, ({ path }) => path === "/mietwagen")
        .map(describeBroken)
        .sort(),
    ).toEqual([
      "www.movanta.de/index.html: https://www.movanta.ch/fr → no page",
      "www.movanta.de/sitemap.xml: https://www.movanta.de/gone → no page",
    ]);
  });

  test("reports the first lines and a count per target, so a menu link broken on every page reads as one target", () => {
    const broken = ["index.html", "help/index.html", "404/index.html"].map((file) => ({
      host: "www.movanta.de",
      file,
      link: "/mietwagen",
    }));
    expect(brokenReport([...broken, { host: "www.movanta.ch", file: "index.html", link: "/fr/imprint" }], 2, 2)).toEqual([
      "www.movanta.de/index.html: /mietwagen → no page",
      "www.movanta.de/help/index.html: /mietwagen → no page",
      "… and 2 more (npm run links:check -- --all lists every one)",
      "",
      "4 broken link(s) on 2 of 2 host(s), 2 distinct target(s)",
      "     3  /mietwagen",
      "     1  /fr/imprint",
    ]);
  });
});
