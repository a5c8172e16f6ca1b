import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Market } from "../../markets/schema";
import type { ProjectCheck } from "../content/check";
import type { Problem } from "../content/problems";
import { isComing, linkedPath } from "../content/publishing";
import { siteLinksOf } from "./change-report";

/**
 * content:check's warnings: a live page's link (in its body or a tab; menu, footer, banner and block
 * links to it are left out with the page) to a page whose publishFrom is still to come. Until then
 * the link leads to no page and the build's link check stops the market, so it is worth a line.
 */
export function comingLinkWarnings(root: string, markets: readonly Market[], check: ProjectCheck): Problem[] {
  return markets.flatMap((market) => {
    const coming = new Map((check.allPages.get(market.id) ?? []).filter((p) => isComing(p.content, check.at)).map((p) => [p.urlPath, p]));
    if (coming.size === 0) return [];
    return (check.pages.get(market.id) ?? []).flatMap((page) =>
      siteLinksOf(page).flatMap((href) => {
        const target = coming.get(linkedPath(href));
        if (!target) return [];
        const message = `warning: ${market.id}: links ${href}, which is live only from ${target.content.publishFrom} (${target.files.at(-1)}): until then the link leads to no page; publish both together or link it later`;
        return [{ ...whereIn(root, page.files, href), message }];
      }),
    );
  });
}

/** The last of a page's files that holds `text`, and where; the page's own file when none does (a link filled from a `{token}`). */
function whereIn(root: string, files: readonly string[], text: string): Pick<Problem, "file" | "line" | "column"> {
  for (const file of [...files].reverse()) {
    const source = readFileSync(join(root, file), "utf8");
    const at = source.indexOf(text);
    if (at === -1) continue;
    const before = source.slice(0, at).split("\n");
    return { file, line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
  }
  return { file: files.at(-1) ?? "content", line: 1, column: 1 };
}
