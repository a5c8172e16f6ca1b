import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { markets } from "../../markets/index";
import { expect, hostUrl, test } from "./fixtures";
import { NGINX_DIR } from "../../src/build/nginx";

// `npm test` runs `npm run build:all` for every market before the e2e suite.
const dist = join(__dirname, "..", "..", "dist");
const hosts = [...new Set(markets.map((m) => m.host))];

const built = new Set(readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith("index.html")));

/** The built file a production URL is served from, if dist/ has it. */
function builtFile(url: string): string | undefined {
  const { host, pathname } = new URL(url);
  const file = pathname === "/" ? join(host, "index.html") : join(host, pathname, "index.html");
  return built.has(file) ? join(dist, file) : undefined;
}

test.describe("sitemaps and hreflang of build:all", () => {
  test("every host has a tree, a robots.txt naming its sitemap, and a sitemap", () => {
    // Beside the trees: build:all's generated nginx configuration.
    expect(
      readdirSync(dist)
        .filter((d) => !d.startsWith(".") && d !== NGINX_DIR)
        .sort(),
    ).toEqual([...hosts].sort());
    for (const host of hosts) {
      expect(readFileSync(join(dist, host, "robots.txt"), "utf8")).toContain(`Sitemap: https://${host}/sitemap.xml`);
      expect(existsSync(join(dist, host, "sitemap.xml"))).toBe(true);
    }
  });

  test("every sitemap URL and every alternate resolves to a built page whose head carries the same set", () => {
    // Tens of thousands of links: collect the failures and assert once (a Playwright expect per link is slow).
    const failures: string[] = [];
    let checked = 0;
    for (const host of hosts) {
      const xml = readFileSync(join(dist, host, "sitemap.xml"), "utf8");
      for (const [, block = ""] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
        const loc = /<loc>([^<]+)<\/loc>/.exec(block)?.[1] ?? "";
        const alternates = [...block.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => `${lang} ${href}`);
        const file = builtFile(loc);
        if (!file) {
          failures.push(`${loc} is not built`);
          continue;
        }
        const head = readFileSync(file, "utf8").split("</head>")[0] ?? "";
        if (!head.includes(`<link rel="canonical" href="${loc}"`)) failures.push(`${loc} has another canonical link`);
        const inHead = new Set([...head.matchAll(/hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => `${lang} ${href}`));
        if (inHead.size !== alternates.length)
          failures.push(`${loc} links ${inHead.size} alternates in its head, ${alternates.length} in the sitemap`);
        for (const alternate of alternates) {
          const href = alternate.split(" ")[1] ?? "";
          if (!builtFile(href)) failures.push(`${href} (alternate of ${loc}) is not built`);
          if (!inHead.has(alternate)) failures.push(`${loc} does not link ${alternate} in its head`);
        }
        checked += 1;
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(hosts.length * 10);
  });

  test("a page's head links its other languages for browsers too", async ({ page }) => {
    await page.goto(hostUrl("www.movanta.ch", "/fr/help"));
    await expect(page.locator('link[rel="alternate"][hreflang="de-CH"]')).toHaveAttribute("href", "https://www.movanta.ch/help");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://www.movanta.ch/fr/help");
  });
});
