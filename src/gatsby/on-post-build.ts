import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { GatsbyNode } from "gatsby";
import { robotsTxt, sitemapXml } from "../seo/sitemap";
import { siteIndex } from "../seo/site-index";
import { buildTarget } from "./build-target";

/** Writes each built host's sitemap.xml and robots.txt beside its pages (moved with them by the split). */
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  const target = buildTarget(process.env);
  if ("error" in target) return;
  const index = siteIndex(process.cwd());
  const hosts = new Set(target.markets.map((m) => m.host));
  for (const host of hosts) {
    const onHost = target.markets.filter((m) => m.host === host);
    const pages = onHost.flatMap((market) => (index.pages.get(market) ?? []).map((page) => ({ market, page })));
    const first = onHost[0];
    const dir = join(process.cwd(), "public", first ? target.pathPrefixOf(first) : "");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "sitemap.xml"), sitemapXml(pages, index.alternates));
    writeFileSync(join(dir, "robots.txt"), robotsTxt(host));
  }
};
