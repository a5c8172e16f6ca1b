import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Market } from "../../markets/schema";
import type { Bundles } from "./text-bundles";
import { cachedBundles } from "./build/bundles-cache";
import { readTranslationsFile, translationsFile } from "./build/translations-file";
import { checkMarkets } from "./check-markets";
import { splitLive } from "./live-pages";
import { ContentReader, loadMarketPages, type ContentPage } from "./load";
import { uniqueProblems, type Problem } from "./problems";
import { buildTime } from "./publishing";

/**
 * The check's problems, the valid pages of the checked markets live at its time `at` (what a build
 * makes), every valid page whatever its publishing window, and the text bundles it read.
 */
export type ProjectCheck = {
  problems: Problem[];
  pages: Map<string, ContentPage[]>;
  allPages: Map<string, ContentPage[]>;
  at: Date;
  bundles: Bundles;
};

/**
 * Every check content:check and the build run: market configs, content folders, every page of the
 * given markets, those outside their publishing window at `at` (src/content/publishing.ts) included.
 */
export function checkProject(
  root: string,
  all: readonly Market[],
  only: readonly Market[] = all,
  at: Date = buildTime(process.env),
): ProjectCheck {
  const reader = new ContentReader(root);
  const problems: Problem[] = [...checkMarkets(root, only)];
  const ids = new Set(all.map((m) => m.id));
  const languages = new Set(all.map((m) => m.langAlpha2));
  const contentDir = join(root, "content");
  for (const dir of listDirs(contentDir)) {
    if (dir === "_shared" || dir === "_media") continue;
    if (!ids.has(dir))
      problems.push({
        file: `content/${dir}`,
        line: 1,
        column: 1,
        message: `unknown market id ${JSON.stringify(dir)}: rename the folder to a market id (${[...ids].sort().join(", ")}) or add the market to markets/index.ts`,
      });
  }
  for (const lang of listDirs(join(contentDir, "_shared"))) {
    if (!languages.has(lang))
      problems.push({
        file: `content/_shared/${lang}`,
        line: 1,
        column: 1,
        message: `no market has the language ${JSON.stringify(lang)}: shared content folders are named by a market's langAlpha2`,
      });
  }
  const pages = new Map<string, ContentPage[]>();
  const allPages = new Map<string, ContentPage[]>();
  for (const market of only) {
    const every = loadMarketPages(reader, market);
    const list = splitLive(every, at).live;
    pages.set(market.id, list);
    allPages.set(market.id, every);
    // A broken start page already has its own lines; "no start page" would only repeat them.
    const folders = [`content/${market.id}/`, `content/_shared/${market.langAlpha2}/`];
    if (reader.problems.some((p) => folders.some((f) => p.file.startsWith(f)))) continue;
    for (const required of ["/", "/404"]) {
      if (!list.some((p) => p.content.path === required))
        problems.push({
          file: `content/${market.id}`,
          line: 1,
          column: 1,
          message: `market ${market.id} has no valid page with path ${required}: every market needs a start page and a not-found page`,
        });
    }
  }
  const bundles = cachedBundles(root);
  problems.push(...reader.problems, ...bundles.problems, ...missingLabels(only, bundles), ...readTranslationsFile(root).problems);
  if (only.length === all.length) problems.push(...unusedContentFiles(root, reader.readFiles()));
  return { problems: uniqueProblems(problems), pages, allPages, at, bundles };
}

/** JSON files under content/ that no market reads: usually a typo in a folder or file name. */
function unusedContentFiles(root: string, read: ReadonlySet<string>): Problem[] {
  const files = readdirSync(join(root, "content"), { recursive: true, encoding: "utf8" });
  return files
    .map((f) => join("content", f))
    .filter((f) => f.endsWith(".json") && !read.has(f) && f !== translationsFile)
    .map((file) => ({
      file,
      line: 1,
      column: 1,
      message: "no market uses this file: page files live in content/<market>/ or content/_shared/<lang>/pages/, site parts in site.json",
    }));
}

/** Every language-switcher label a market names must be a message, or the switcher shows a key. */
function missingLabels(list: readonly Market[], bundles: Bundles): Problem[] {
  const enUS = bundles.messages.get("en-US");
  return list.flatMap((market) =>
    market.languageSwitcher
      .filter((entry) => !enUS?.has(entry.translationKey))
      .map((entry) => ({
        file: `markets/${market.id}.ts`,
        line: 1,
        column: 1,
        message: `languageSwitcher: no message "${entry.translationKey}" in src/i18n/messages/en-US/common.json: add it to every locale`,
      })),
  );
}

function listDirs(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((d) => statSync(join(dir, d)).isDirectory())
      .sort();
  } catch {
    return [];
  }
}
