import { markets } from "../../../markets/index";
import { changeReport, reportMarkdown } from "../../../src/build/change-report";
import { checkProject, type ProjectCheck } from "../../../src/content/check";
import type { ContentPage } from "../../../src/content/load";

const head = checkProject(process.cwd(), markets);
const german = markets.filter((m) => m.langAlpha2 === "de");

/** The project as it is, but one market's page changed by `edit`. */
function withPage(check: ProjectCheck, marketId: string, name: string, edit: (page: ContentPage) => ContentPage): ProjectCheck {
  const pages = new Map(check.pages);
  pages.set(
    marketId,
    (check.pages.get(marketId) ?? []).map((p) => (p.name === name ? edit(p) : p)),
  );
  return { ...check, pages };
}

describe("the content report of a change", () => {
  it("lists exactly the German-language hosts and their start-page URLs for the shared German start page", () => {
    const report = changeReport(["content/_shared/de/pages/start.json"], markets, head, head);
    expect(report.hosts.map((h) => h.host).sort()).toEqual([...new Set(german.map((m) => m.host))].sort());
    expect(report.pages.map((p) => p.url).sort()).toEqual(german.map((m) => `https://${m.host}${m.pathPrefix || "/"}`).sort());
    expect(report.pages.every((p) => p.page.content.template === "start")).toBe(true);
    const markdown = reportMarkdown(report);
    expect(markdown).toContain("- https://www.movanta.de/ (start, de)");
    expect(markdown).toMatch(/### Problems content:check finds in the changed files \(0\)\n_none_/);
  });

  it("reaches no site for documentation, and says so", () => {
    const report = changeReport(["docs/pages.md"], markets, head, head);
    expect(report.hosts).toEqual([]);
    expect(reportMarkdown(report)).toContain("_none: the change reaches no built site_");
  });

  it("names a site part's file and the markets whose every page shows it", () => {
    const report = changeReport(["content/_shared/nl/site.json"], markets, head, head);
    expect(report.pages).toEqual([]);
    expect(report.siteParts).toEqual([{ file: "content/_shared/nl/site.json", markets: markets.filter((m) => m.langAlpha2 === "nl") }]);
  });

  it("reports a link the change breaks, and not one that was broken before it", () => {
    const linking = (page: ContentPage): ContentPage => ({
      ...page,
      content: { ...page.content, body: "# Title\n\nSee [our vans](/no-such-page)." },
    });
    const broken = withPage(head, "de", "start", linking);
    const report = changeReport(["content/de/start.json"], markets, broken, head);
    expect(report.brokenLinks.map((l) => `${l.market.id} ${l.href}`)).toEqual(["de /no-such-page"]);
    expect(reportMarkdown(report)).toContain("links /no-such-page, which is no page of the market");
    expect(changeReport(["content/de/start.json"], markets, broken, broken).brokenLinks).toEqual([]);
  });

  it("reports message keys a locale newly lacks, and problems only in the changed files", () => {
    const messages = new Map(head.bundles.messages);
    const danish = new Map(messages.get("da-DK"));
    danish.delete("consent.agree");
    messages.set("da-DK", danish);
    const problem = { file: "content/de/start.json", line: 3, column: 12, message: "title: too long" };
    const after = { ...head, bundles: { ...head.bundles, messages }, problems: [problem, { ...problem, file: "content/fr/start.json" }] };
    const report = changeReport(["content/de/start.json", "src/i18n/messages/da-DK/consent.json"], markets, after, head);
    expect(report.missingKeys).toEqual([{ locale: "da-DK", key: "consent.agree" }]);
    expect(report.problems).toEqual([problem]);
    expect(reportMarkdown(report)).toContain("`content/de/start.json:3:12: title: too long`");
  });
});
