import type { ContentPage } from "../content/load";
import type { Publishable } from "../content/publishing";

/** A publishing date within the report's days: what goes live or ends then, and in which markets. */
export type ScheduledChange = { at: string; change: "goes live" | "ends"; what: string; markets: string[] };

/** Everything of a page with a publishing window, each named as an editor finds it. */
function windowsOf(page: ContentPage): [string, Publishable][] {
  const { content, urlPath } = page;
  return [
    [`page ${urlPath} (${page.files.at(-1) ?? page.name})`, content],
    ...(content.blocks ?? []).map((block, i): [string, Publishable] => [`block ${i + 1} (${block.type}) of ${urlPath}`, block]),
    ...content.navigation.flatMap((menu) => menu.nav_list.map((link): [string, Publishable] => [`menu link “${link.title}”`, link])),
    ...content.footer.flatMap((footer) => footer.links.map((link): [string, Publishable] => [`footer link “${link.title}”`, link])),
    [`news banner “${content.banner_text ?? ""}”`, { publishFrom: content.banner_publishFrom, publishUntil: content.banner_publishUntil }],
  ];
}

/**
 * What goes live or ends after `from` and within `days` days, by market id's valid pages (every one,
 * whatever its window): one entry per item and date, with the markets it happens in, earliest first.
 * A menu link of a site.json is one entry, not one per page that shows it.
 */
export function scheduledChanges(allPages: ReadonlyMap<string, readonly ContentPage[]>, from: Date, days = 7): ScheduledChange[] {
  const until = from.getTime() + days * 24 * 60 * 60 * 1000;
  const within = (date: string | undefined): date is string =>
    date !== undefined && Date.parse(date) > from.getTime() && Date.parse(date) <= until;
  const byKey = new Map<string, ScheduledChange>();
  for (const [market, pages] of allPages)
    for (const page of pages)
      for (const [what, window] of windowsOf(page)) {
        const dates: [ScheduledChange["change"], string | undefined][] = [
          ["goes live", window.publishFrom],
          ["ends", window.publishUntil],
        ];
        for (const [change, at] of dates) {
          if (!within(at)) continue;
          const key = `${at} ${change} ${what}`;
          const entry = byKey.get(key) ?? { at, change, what, markets: [] };
          if (!entry.markets.includes(market)) entry.markets.push(market);
          byKey.set(key, entry);
        }
      }
  return [...byKey.values()].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.what.localeCompare(b.what));
}

/** The report's section on them, in Markdown; the builds run hourly, so each happens within the hour after its date. */
export function scheduleMarkdown(changes: readonly ScheduledChange[], days = 7): string {
  const title = `### Going live or ending in the next ${days} days (${changes.length})`;
  if (changes.length === 0) return `${title}\n\nNothing.\n`;
  const rows = changes.map((c) => `| ${c.at} | ${c.change} | ${c.what} | ${c.markets.join(", ")} |`);
  return [title, "", "| when | change | what | markets |", "|---|---|---|---|", ...rows, ""].join("\n");
}
