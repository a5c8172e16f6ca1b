import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { markets } from "../../../markets/index";
import { translationMarkdown, translationSection } from "../../../src/content/build/translation-markdown";
import { translationStatus, type TranslationReport } from "../../../src/content/build/translation-status";
import { checkProject } from "../../../src/content/check";
import { formatProblem } from "../../../src/content/problems";
import { tempDir } from "../temp-dir";
import { fixtureRoot, validMarket } from "./fixture-root";

const project = process.cwd();
const enPlus = "content/_shared/en/pages/plus.json";

/** A git repository with the project's plus pages, the Swiss plus versions and two text bundles of every locale, committed once. */
function repository(): { root: string; git: (...args: string[]) => string; commit: (message: string) => string } {
  const root = tempDir("translations-");
  const git = (...args: string[]): string =>
    execFileSync("git", ["-c", "user.name=Editor", "-c", "user.email=editor@example.invalid", "-c", "commit.gpgsign=false", ...args], {
      cwd: root,
      encoding: "utf8",
    });
  const commit = (message: string): string => {
    git("add", "-A");
    git("commit", "-q", "-m", message);
    return git("rev-parse", "HEAD").trim();
  };
  git("init", "-q");
  cpSync(join(project, "content", "_shared"), join(root, "content", "_shared"), {
    recursive: true,
    filter: (p) => !/\/pages\/(?!plus)[^/]+\.json$/.test(p),
  });
  for (const market of ["ch", "ch-fr"]) copy(root, `content/${market}/plus.json`);
  cpSync(join(project, "src/i18n/messages"), join(root, "src/i18n/messages"), {
    recursive: true,
    filter: (p) => !/\/(?!plus|common)[a-z]+\.json$/.test(p),
  });
  commit("Content in every language");
  return { root, git, commit };
}

function copy(root: string, file: string): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  cpSync(join(project, file), join(root, file));
}

/** Changes one answer of the plus page's questions (its faq block). */
function editFaq(root: string, file: string, answer: string): void {
  const page = JSON.parse(readFileSync(join(root, file), "utf8")) as { blocks: { type: string; items?: { answer: string }[] }[] };
  const faq = page.blocks.find((b) => b.type === "faq");
  const first = faq?.items?.[0];
  if (!first) throw new Error(`${file} has no faq block with a question`);
  first.answer = answer;
  writeFileSync(join(root, file), `${JSON.stringify(page, null, 2)}\n`);
}

const of = (report: TranslationReport, source: string): Map<string, string> =>
  new Map(report.entries.filter((e) => e.source === source).map((e) => [e.language, e.status]));

describe("the translation status from the git history", () => {
  it("marks the 19 translations of the English plus page outdated when its FAQ changes, and no other file", () => {
    const { root, commit } = repository();
    expect(translationStatus(root, markets).entries.filter((e) => e.status !== "up to date")).toEqual([]);
    editFaq(root, enPlus, "Yes: the first month can be cancelled at any time.");
    const change = commit("Plus FAQ: the first month can be cancelled");
    const report = translationStatus(root, markets);
    const plus = report.entries.filter((e) => e.source === enPlus);
    expect(plus).toHaveLength(19);
    expect(plus.every((e) => e.status === "outdated" && e.behind === 1 && e.sourceCommit === change)).toBe(true);
    expect(report.entries.filter((e) => e.status !== "up to date" && e.source !== enPlus)).toEqual([]);
    expect(report.summary.find((s) => s.language === "da")).toEqual({
      area: "pages",
      language: "da",
      files: 2,
      upToDate: 1,
      outdated: 1,
      missing: 0,
    });
    expect(translationMarkdown(report)).toContain(
      `| \`content/_shared/da/pages/plus.json\` | outdated | \`${enPlus}\` | 1 | ${change.slice(0, 7)} |`,
    );
  });

  it("gives content:report the changed files' translations that need work, and the project's totals", () => {
    const { root } = repository();
    editFaq(root, enPlus, "Changed in this pull request.");
    rmSync(join(root, "src/i18n/messages/sv-SE/common.json"));
    const section = translationSection(translationStatus(root, markets), [enPlus, "docs/pages.md"]);
    expect(section).toContain("### Translations of the changed files, outdated or missing (19)");
    expect(section).toContain(`| \`content/_shared/sv/pages/plus.json\` | outdated | \`${enPlus}\` | 1 | uncommitted |`);
    expect(section).not.toContain("sv-SE/common.json");
    expect(section).toContain("In the whole project: 19 outdated, 1 missing");
  });

  it("counts the source's changes since the translation's last change, and clears it when the translation changes", () => {
    const { root, commit } = repository();
    editFaq(root, enPlus, "First change.");
    commit("First change of the English FAQ");
    editFaq(root, enPlus, "Second change.");
    commit("Second change of the English FAQ");
    editFaq(root, "content/_shared/de/pages/plus.json", "Zweite Änderung.");
    commit("German FAQ follows the English");
    const report = translationStatus(root, markets);
    expect(report.entries.find((e) => e.file === "content/_shared/da/pages/plus.json")?.behind).toBe(2);
    expect(of(report, enPlus).get("de")).toBe("up to date");
  });

  it("clears a translation marked reviewed against the source's commit, until the source changes again", () => {
    const { root, commit } = repository();
    editFaq(root, enPlus, "A wording change the Danish text already says.");
    const change = commit("English FAQ: wording");
    writeFileSync(
      join(root, "content/translations.json"),
      JSON.stringify({ reviewed: { "content/_shared/da/pages/plus.json": change.slice(0, 10) } }),
    );
    commit("Danish plus page reviewed");
    const reviewed = translationStatus(root, markets);
    expect(reviewed.problems).toEqual([]);
    expect(of(reviewed, enPlus).get("da")).toBe("up to date");
    expect([...of(reviewed, enPlus).values()].filter((s) => s === "outdated")).toHaveLength(18);

    editFaq(root, enPlus, "Changed once more.");
    commit("English FAQ: another change");
    expect(of(translationStatus(root, markets), enPlus).get("da")).toBe("outdated");
  });

  it("reports a review mark that names no change of the source, at its line", () => {
    const { root, commit } = repository();
    const first = execFileSync("git", ["rev-list", "--max-parents=0", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    editFaq(root, "content/_shared/fr/pages/plus.json", "Une autre réponse.");
    const french = commit("French FAQ");
    const marks = {
      reviewed: { "content/_shared/da/pages/plus.json": french, "content/_shared/de/pages/plus.json": "abcdef1", [enPlus]: first },
    };
    writeFileSync(join(root, "content/translations.json"), `${JSON.stringify(marks, null, 2)}\n`);
    const messages = translationStatus(root, markets).problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
    expect(messages).toEqual([
      `content/translations.json:3: reviewed.content/_shared/da/pages/plus.json: commit ${french} did not change the source ${enPlus}: write the source's commit from content:translations`,
      "content/translations.json:4: reviewed.content/_shared/de/pages/plus.json: no commit abcdef1 changed content/ or the text bundles: write the source's commit from content:translations",
      `content/translations.json:5: reviewed.${enPlus}: no translation with a source is at this path: name a translation's file as content:translations lists it`,
    ]);
  });

  it("shows a page or a text bundle missing in a language, but not a page no market of the language builds", () => {
    const { root, commit } = repository();
    rmSync(join(root, "content/_shared/nl/pages/plus.json"));
    rmSync(join(root, "src/i18n/messages/de-DE/plus.json"));
    commit("Dutch plus page and German plus texts removed");
    const report = translationStatus(root, markets);
    const missing = report.entries.filter((e) => e.status === "missing").map((e) => `${e.file} ← ${e.source}`);
    // Arabic has no plus page either (nor the FAQ and campaign pages, which the Dutch keep), but no Arabic-language market offers plus.
    expect(missing).toEqual([
      "src/i18n/messages/de-DE/plus.json ← src/i18n/messages/en-US/plus.json",
      `content/_shared/nl/pages/plus.json ← ${enPlus}`,
    ]);
    expect(report.summary.find((s) => s.language === "nl")).toMatchObject({ files: 4, upToDate: 3, outdated: 0, missing: 1 });
  });

  it("counts an uncommitted change of the source as the newest", () => {
    const { root } = repository();
    editFaq(root, enPlus, "Not committed yet.");
    const report = translationStatus(root, markets);
    expect(report.uncommitted).toBe(true);
    expect(report.entries.find((e) => e.file === "content/_shared/it/pages/plus.json")).toMatchObject({
      status: "outdated",
      sourceCommit: "uncommitted",
    });
    expect(translationMarkdown(report)).toContain(", with uncommitted changes.");
  });

  it("takes a folder's declared source language: the Swiss French plus page follows the Swiss German one", () => {
    const { root, commit } = repository();
    // Without a declaration, neither Swiss file has an English sibling on its host, so neither is a translation.
    expect(translationStatus(root, markets).entries.filter((e) => e.file.startsWith("content/ch"))).toEqual([]);
    writeFileSync(join(root, "content/translations.json"), JSON.stringify({ sources: { "content/ch-fr/": "de" } }));
    commit("Swiss French follows Swiss German");
    writeFileSync(join(root, "content/ch/plus.json"), JSON.stringify({ price_from: { amount: 529, unit: "month" } }));
    commit("Swiss plus price");
    const report = translationStatus(root, markets);
    expect(report.entries.filter((e) => e.file.startsWith("content/ch"))).toMatchObject([
      {
        file: "content/ch-fr/plus.json",
        source: "content/ch/plus.json",
        language: "fr",
        sourceLanguage: "de",
        status: "outdated",
        behind: 1,
      },
    ]);
  });

  it("takes a file's declared source language over its folder's", () => {
    const { root, commit } = repository();
    writeFileSync(
      join(root, "content/translations.json"),
      JSON.stringify({ sources: { "content/_shared/de/": "fr", "content/_shared/de/pages/plus.json": "nl" } }),
    );
    editFaq(root, "content/_shared/nl/pages/plus.json", "Een nieuw antwoord.");
    commit("Dutch FAQ changed; the German page follows the Dutch one");
    const report = translationStatus(root, markets);
    expect(report.entries.filter((e) => e.language === "de").map((e) => `${e.file} ← ${e.source}: ${e.status}`)).toEqual([
      "content/_shared/de/pages/plus-campaign.json ← content/_shared/fr/pages/plus-campaign.json: up to date",
      "content/_shared/de/pages/plus-faq.json ← content/_shared/fr/pages/plus-faq.json: up to date",
      "content/_shared/de/site.json ← content/_shared/fr/site.json: up to date",
      "content/_shared/de/pages/plus.json ← content/_shared/nl/pages/plus.json: outdated",
    ]);
  });

  it("reports a declared source path that does not exist", () => {
    const { root } = repository();
    writeFileSync(join(root, "content/translations.json"), JSON.stringify({ sources: { "content/ch-it/": "de" }, extra: 1 }));
    expect(translationStatus(root, markets).problems.map((p) => p.message)).toEqual(['Unrecognized key: "extra"']);
    writeFileSync(join(root, "content/translations.json"), JSON.stringify({ sources: { "content/ch-it/": "de" } }));
    expect(translationStatus(root, markets).problems.map((p) => p.message)).toEqual([
      "sources.content/ch-it/: no file or folder of content/ or src/i18n/messages/ is at this path",
    ]);
  });
});

describe("content:check on content/translations.json", () => {
  const gb = markets.filter((m) => m.id === "gb");

  it("takes the file as no unused page, and reports a malformed mark at its line", () => {
    const marks = (hash: string): string => `{\n  "reviewed": {\n    "content/_shared/da/pages/plus.json": "${hash}"\n  }\n}\n`;
    const lines = (hash: string): string[] =>
      checkProject(fixtureRoot({ ...validMarket("gb"), "content/translations.json": marks(hash) }), gb)
        .problems.map(formatProblem)
        .filter((l) => !l.startsWith("content/gb:"));
    expect(lines("0123abc")).toEqual([]);
    expect(lines("main")).toEqual([
      "content/translations.json:3:43: reviewed.content/_shared/da/pages/plus.json: expected a commit hash: 7 to 40 hex digits, as content:translations prints it",
    ]);
  });
});
