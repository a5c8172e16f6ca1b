import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { textLocales } from "../../../markets/schema";
import { bundlesFromFiles, messagesOf, MESSAGES_DIR, readBundles } from "../../../src/content/text-bundles";
import { formatProblem } from "../../../src/content/problems";
import { fixtureRoot } from "./fixture-root";

const repo = join(__dirname, "..", "..", "..");
const bundles = readBundles(repo);
const enUS = bundles.messages.get("en-US") ?? new Map();

/** Every `id` a component asks react-intl for, found in the source. */
function idsUsedInSource(): string[] {
  const files = readdirSync(join(repo, "src"), { recursive: true, encoding: "utf8" }).filter((f) => /\.tsx?$/.test(f));
  const ids = files.flatMap((f) =>
    [...readFileSync(join(repo, "src", f), "utf8").matchAll(/\bid[=:]\s*\{?\s*"([a-z][\w]*\.[\w.]+)"/g)].map((m) => m[1] ?? ""),
  );
  return [...new Set(ids)].sort();
}

/** A bundle folder holding the given files, for the checks' own tests. */
function bundlesOf(files: Record<string, string>) {
  const all = Object.fromEntries(textLocales.map((l) => [`src/i18n/messages/${l}/common.json`, '{ "a.b": "x" }']));
  return readBundles(fixtureRoot({ ...all, ...files })).problems.map(formatProblem);
}

describe("the text bundles", () => {
  it("hold every message key the source uses in en-US", () => {
    const used = idsUsedInSource();
    expect(used.length).toBeGreaterThan(5);
    expect(used.filter((id) => !enUS.has(id))).toEqual([]);
  });

  it("are complete and valid ICU in every locale", () => {
    expect(bundles.problems.map(formatProblem)).toEqual([]);
    for (const locale of textLocales) expect(bundles.messages.get(locale)?.size).toBe(enUS.size);
  });

  it("name each language in itself in every locale, since the switcher marks the name with that language's lang", () => {
    const names = [...enUS.keys()].filter((key) => key.startsWith("language.") && key !== "language.label");
    expect(names.length).toBeGreaterThan(5);
    for (const locale of textLocales)
      for (const key of names) expect(bundles.messages.get(locale)?.get(key)?.value, `${locale} ${key}`).toBe(enUS.get(key)?.value);
    expect(enUS.get("language.arabic")?.value).toBe("العربية");
  });

  it("fall back to en-US for a key a locale lacks", () => {
    const partial = readBundles(
      fixtureRoot({
        "src/i18n/messages/en-US/common.json": '{ "a.b": "Hello", "a.c": "Bye" }',
        "src/i18n/messages/de-DE/common.json": '{ "a.b": "Hallo" }',
      }),
    );
    expect(messagesOf(partial, "de-DE")).toEqual({ "a.b": "Hallo", "a.c": "Bye" });
  });

  it("report a missing key by locale and key", () => {
    const problems = bundlesOf({
      "src/i18n/messages/en-US/common.json": '{ "a.b": "x", "menu.open": "Open" }',
      "src/i18n/messages/fr-FR/common.json": '{ "a.b": "x", "menu.open": "Ouvrir" }',
    });
    expect(problems).toContain(
      'src/i18n/messages/de-DE/common.json:1:1: de-DE has no message "menu.open": translate it: a shipped language has every text, none falls back to English',
    );
    expect(problems).not.toContain(
      'src/i18n/messages/fr-FR/common.json:1:1: fr-FR has no message "menu.open": translate it: a shipped language has every text, none falls back to English',
    );
  });

  it("report an ICU syntax error at the message", () => {
    const problems = bundlesOf({ "src/i18n/messages/it-IT/common.json": '{\n  "a.b": "Ciao {name"\n}' });
    expect(problems).toEqual([
      expect.stringMatching(/^src\/i18n\/messages\/it-IT\/common\.json:2:10: message "a\.b" is not valid ICU syntax/),
    ]);
  });

  it("report a translation that drops an argument, and a plural without the language's forms", () => {
    const problems = bundlesOf({
      "src/i18n/messages/en-US/common.json":
        '{ "a.b": "x", "c.d": "{count, plural, one {# offer} other {# offers}}", "e.f": "Call {phone}" }',
      "src/i18n/messages/pl-PL/common.json": '{ "a.b": "x", "c.d": "{count, plural, one {# oferta} other {# ofert}}", "e.f": "Zadzwoń" }',
      "src/i18n/messages/fr-FR/common.json":
        '{ "a.b": "x", "c.d": "{count, plural, one {# offre} other {# offres}}", "e.f": "Appelez {phone}" }',
    });
    expect(problems).toContain(
      'src/i18n/messages/pl-PL/common.json:1:22: message "c.d" the plural of {count} needs exactly the forms pl-PL has (few, many, one, other), lacks few, many',
    );
    expect(problems).toContain(
      'src/i18n/messages/pl-PL/common.json:1:80: message "e.f" names {} where en-US names {phone}: keep every argument and tag',
    );
    // French's "many" is only for millions: allowed, not required.
    expect(problems.filter((problem) => problem.includes("fr-FR.json"))).toEqual([]);
  });

  it("report a date pattern that is not dd, MM and yyyy", () => {
    const problems = bundlesOf({
      "src/i18n/messages/en-US/common.json": '{ "a.b": "x", "format.date": "MM/dd/yyyy" }',
      "src/i18n/messages/nl-NL/common.json": '{ "a.b": "x", "format.date": "d-M-yy" }',
      "src/i18n/messages/hu-HU/common.json": '{ "a.b": "x", "format.date": "yyyy.MM.dd" }',
    });
    expect(problems).toContain(
      'src/i18n/messages/nl-NL/common.json:1:30: nl-NL: "format.date" must be dd, MM and yyyy once each with . / - or spaces between (e.g. dd-MM-yyyy), not "d-M-yy"',
    );
    expect(problems.filter((problem) => problem.includes("hu-HU.json:1:3"))).toEqual([]);
  });

  it("report a key defined twice across a locale's parts", () => {
    const problems = bundlesOf({ "src/i18n/messages/en-GB/extra.json": '{ "a.b": "y" }' });
    expect(problems).toEqual([
      'src/i18n/messages/en-GB/extra.json:1:10: message "a.b" is also defined in src/i18n/messages/en-GB/common.json: keep one',
    ]);
  });
});

describe("bundles from files already read (the server render's, src/i18n/build/server-messages.ts)", () => {
  it("give every locale the same messages as reading the folder", () => {
    const root = join(__dirname, "..", "..", "..");
    const dir = join(root, MESSAGES_DIR);
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".json"))
      .reverse()
      .map((name) => ({ name, messages: JSON.parse(readFileSync(join(dir, name), "utf8")) as unknown }));
    const fromDisk = readBundles(root);
    const fromFiles = bundlesFromFiles(files);
    for (const locale of textLocales) expect(messagesOf(fromFiles, locale), locale).toEqual(messagesOf(fromDisk, locale));
  });

  it("keep a locale's main file's definition of a key over a part's, and ignore what is not a string", () => {
    const bundles = bundlesFromFiles([
      { name: "en-US/help.json", messages: { "a.b": "part", "a.c": 3 } },
      { name: "en-US/common.json", messages: { "a.b": "main" } },
      { name: "en-USX/common.json", messages: { "a.d": "other" } },
      { name: "de-DE/common.json", messages: null },
    ]);
    expect(messagesOf(bundles, "en-US")).toEqual({ "a.b": "main" });
    expect(messagesOf(bundles, "de-DE")).toEqual({ "a.b": "main" });
  });
});
