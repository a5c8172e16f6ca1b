import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Market } from "../../markets/schema";
import { layouts, templates, type LayoutName, type TemplateName } from "./schema";

/** What `npm run content:new -- page <name>` was asked for. */
export type PageRequest = { name: string; template: TemplateName; layout: LayoutName; market?: Market };
/** One file to write: its path from the project's root and its JSON text. */
export type NewFile = { file: string; language: string; text: string };

const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The page's name as a first title for editors to replace: `winter-tyres` → `Winter tyres`. */
const titleOf = (name: string): string => `${name.charAt(0).toUpperCase()}${name.slice(1).replace(/-/g, " ")}`;

const isTemplate = (value: string): value is TemplateName => templates.some((t) => t === value);
const isLayout = (value: string): value is LayoutName => layouts.some((l) => l === value);

/** The request's template and layout, or why it cannot be scaffolded. */
export function parseRequest(
  name: string,
  template: string,
  layout: string,
): { template: TemplateName; layout: LayoutName } | { problem: string } {
  const problem = requestProblem(name, template, layout);
  if (problem !== undefined || !isTemplate(template) || !isLayout(layout)) return { problem: problem ?? "unknown template or layout" };
  return { template, layout };
}

/** Why a request cannot be scaffolded, or undefined when it can. */
export function requestProblem(name: string, template: string, layout: string): string | undefined {
  if (!NAME.test(name)) return `page name ${JSON.stringify(name)}: lower-case words joined by hyphens, like winter-tyres`;
  if (!isTemplate(template)) return `unknown template ${JSON.stringify(template)} (one of ${templates.join(", ")})`;
  if (!isLayout(layout)) return `unknown layout ${JSON.stringify(layout)} (one of ${layouts.join(", ")})`;
  return undefined;
}

/**
 * The files of a new page, one per language: with a market, in the own folder of each market of its
 * host (`content/ch/`, `content/ch-fr/`); without, in the shared folder of every language a market
 * speaks (`content/_shared/<lang>/pages/`). Each holds the template, layout, path (`/<name>`), the
 * name as title and a heading as body: valid for content:check and ready for the text.
 * A file that exists already is an error, never overwritten.
 */
export function newPageFiles(root: string, request: PageRequest, markets: readonly Market[]): { files: NewFile[]; problems: string[] } {
  const { name, template, layout, market } = request;
  const targets = market
    ? markets.filter((m) => m.host === market.host).map((m) => ({ file: join("content", m.id, `${name}.json`), language: m.langAlpha2 }))
    : [...new Set(markets.map((m) => m.langAlpha2))]
        .sort()
        .map((lang) => ({ file: join("content", "_shared", lang, "pages", `${name}.json`), language: lang }));
  const title = titleOf(name);
  const page = { template, layout, path: `/${name}`, title, description: "", body: `# ${title}\n` };
  const text = `${JSON.stringify(page, null, 2)}\n`;
  const problems = targets
    .filter((t) => existsSync(join(root, t.file)))
    .map((t) => `${t.file} exists already: choose another name or edit it`);
  return { files: targets.map((t) => ({ ...t, text })), problems };
}
