import { join } from "node:path";
import { textLocales } from "../../../markets/schema";
import { unusedMessages } from "../../../src/content/message-use";
import { formatProblem } from "../../../src/content/problems";
import { readBundles } from "../../../src/content/text-bundles";
import { repoBundles } from "../repo-bundles";
import { fixtureRoot } from "./fixture-root";

const repo = join(__dirname, "..", "..", "..");

/** The unused-key lines of a project holding these files, with one bundle every locale shares. */
function unusedIn(bundle: Record<string, string>, files: Record<string, string>): string[] {
  const text = JSON.stringify(bundle);
  const root = fixtureRoot({ ...Object.fromEntries(textLocales.map((l) => [`src/i18n/messages/${l}/common.json`, text])), ...files });
  return unusedMessages(root, readBundles(root)).map(formatProblem);
}

describe("the unused-key check", () => {
  it("fails a key no code or content names, at its en-US definition, once", () => {
    const lines = unusedIn({ "shell.title": "Home", "shell.lost": "Nobody shows me" }, { "src/a.tsx": 'export const t = "shell.title";' });
    expect(lines).toEqual([
      'src/i18n/messages/en-US/common.json:1:36: message "shell.lost" is used by no code or content: show it where the visitor needs it, or delete it from every bundle',
    ]);
  });

  it("counts a key named in JSX, in a market's config or as a whole string of a content file", () => {
    const lines = unusedIn(
      { "a.jsx": "x", "a.market": "x", "a.content": "x" },
      {
        "src/a.tsx": 'export const A = () => <FormattedMessage id="a.jsx" />;',
        "markets/m.ts": 'export const m = { translationKey: "a.market" };',
        "content/de/page.json": '{ "title": "a.content" }',
      },
    );
    expect(lines).toEqual([]);
  });

  it("counts the keys a template literal builds from a written-out prefix, one segment per interpolation", () => {
    const lines = unusedIn(
      { "offers.fuel.petrol": "x", "offers.fuel.electric.long": "x", "offers.title": "x" },
      { "src/a.ts": "export const f = (fuel: string) => `offers.fuel.${fuel}`;" },
    );
    expect(lines.map((line) => line.match(/"([^"]+)"/)?.[1])).toEqual(["offers.fuel.electric.long", "offers.title"]);
  });

  it("does not count a template that starts with an interpolation, which could name any key", () => {
    const lines = unusedIn({ "a.title": "x" }, { "src/a.ts": "export const f = (ns: string) => `${ns}.title`;" });
    expect(lines).toHaveLength(1);
  });

  it("does not count a key that only a comment, a test or a local stand-in names", () => {
    const lines = unusedIn(
      { "a.b": "x" },
      { "src/a.ts": '// "a.b"\nexport {};', "tests/a.test.ts": 'const k = "a.b";', "dev/apps/a.ts": 'const k = "a.b";' },
    );
    expect(lines).toHaveLength(1);
  });

  it("finds every key of the project's bundles used", () => {
    const unused = unusedMessages(repo, repoBundles()).map((problem) => problem.message.match(/"([^"]+)"/)?.[1]);
    expect(unused).toEqual([]);
    // Parses every source file of the project: seconds on a busy machine.
  }, 120_000);
});
