import { markets } from "../../../markets/index";
import { checkProject } from "../../../src/content/check";
import { formatProblem } from "../../../src/content/problems";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { docExamples } from "./blocks-doc-fixtures";
import { fixtureRoot, validMarket, validStart } from "./fixture-root";

const gb = markets.find((m) => m.id === "gb");
const au = markets.find((m) => m.id === "au");
if (!gb || !au) throw new Error("the gb and au markets are missing");

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="8"/>';
const images = { "content/_media/wide.svg": svg, "content/_media/tall.svg": svg, "content/_media/van.svg": svg };

const hero = '{ "type": "hero", "title": "Rent a van", "image": { "desktop": "wide.svg", "mobile": "tall.svg", "alt": "" } }';
const teasers =
  '{ "type": "product-lines", "title": "Lines", "items": [{ "line": "rent-truck", "title": "Trucks", "text": "Big ones.", "url": "{prefix}/{slugs.truck}", "image": "van.svg" }] }';
const imageText = (body: string): string =>
  `{ "type": "image-text", "title": "At the airport", "body": ${JSON.stringify(body)}, "image": "van.svg", "alt": "" }`;

/** The start page with `blocks` holding these blocks one a line (the first block on line 6), and more lines after the layout. */
function startWith(blocks: readonly string[], more = ""): string {
  const list = blocks.map((b) => `    ${b}`).join(",\n");
  return validStart.replace('"layout": "ibe",', `"layout": "ibe",\n  "blocks": [\n${list}\n  ],${more}`);
}

/** content:check's lines for the gb market (or another) with this start page. */
function linesFor(start: string, market = gb!, files: Record<string, string> = images): string[] {
  const root = fixtureRoot({ ...validMarket(market.id), [`content/${market.id}/start.json`]: start, ...files });
  return checkProject(root, markets, [market])
    .problems.map(formatProblem)
    .filter((l) => !l.startsWith(`content/${market.id}:`));
}

/** The blocks of the gb (or another) market's start page as content:check hands them to the build. */
function blocksOf(start: string, market = gb!): unknown {
  const root = fixtureRoot({ ...validMarket(market.id), [`content/${market.id}/start.json`]: start, ...images });
  return checkProject(root, markets, [market])
    .pages.get(market.id)
    ?.find((p) => p.name === "start")?.content.blocks;
}

describe("content:check on a page's blocks", () => {
  it("accepts valid blocks of every type", () => {
    const all = [
      hero,
      teasers,
      '{ "type": "reasons", "title": "Why us", "items": [{ "icon": "free-cancellation", "title": "Free cancellation", "text": "Mostly." }] }',
      '{ "type": "app-banner", "title": "Get the app", "text": "Book on your phone." }',
      '{ "type": "faq", "title": "Questions", "items": [{ "question": "Why?", "answer": "Because." }] }',
      '{ "type": "city-links", "title": "Cities" }',
      imageText("Pick up **at the gate**.\n\n### Opening hours\n\nAlways."),
      '{ "type": "body" }',
      '{ "type": "template-part" }',
    ];
    expect(linesFor(startWith(all, '\n  "body": "## Renting with us\\n\\nText.",'))).toEqual([]);
  });

  it("reports a block of an unknown type at its type, naming the types", () => {
    expect(linesFor(startWith(['{ "type": "carousel", "title": "x" }']))).toEqual([
      "content/gb/start.json:6:15: blocks[0].type: expected a block type: one of hero, product-lines, reasons, app-banner, faq, city-links, image-text, body, template-part",
    ]);
  });

  it("reports a wrong field of a block at its value", () => {
    expect(linesFor(startWith([teasers.replace('"rent-truck"', '"boats"')]))).toEqual([
      expect.stringMatching(/^content\/gb\/start\.json:6:70: blocks\[0\]\.items\[0\]\.line: Invalid option: expected one of "rent-car"/),
    ]);
    expect(
      linesFor(startWith(['{ "type": "reasons", "title": "Why", "items": [{ "icon": "unicorn", "title": "a", "text": "b" }] }'])),
    ).toEqual([
      expect.stringMatching(/^content\/gb\/start\.json:6:62: blocks\[0\]\.items\[0\]\.icon: Invalid option: expected one of "car"/),
    ]);
  });

  it("reports an unknown field of a block at the block", () => {
    expect(linesFor(startWith(['{ "type": "city-links", "title": "Cities", "colour": "red" }']))).toEqual([
      'content/gb/start.json:6:5: blocks[0]: Unrecognized key: "colour"',
    ]);
  });

  it("allows a hero only as the first block and only once", () => {
    expect(linesFor(startWith(['{ "type": "city-links", "title": "Cities" }', hero]))).toEqual([
      "content/gb/start.json:7:15: blocks[1].type: a hero comes first and only once: move it to the top of blocks, or remove it",
    ]);
  });

  it("refuses a hero beside a billboard, even when they come from different files", () => {
    const billboard = '\n  "isBillboard": true,\n  "billboard": { "desktop": "wide.svg", "mobile": "tall.svg", "alt": "" },';
    expect(linesFor(startWith([hero], billboard))).toEqual([
      "content/gb/start.json:8:18: isBillboard: a page with a hero block shows no billboard: remove isBillboard and billboard, or the hero",
    ]);
    const shared = startWith([hero]).replace('"footer"', '"banner_display": false,\n  "footer"');
    const root = fixtureRoot({
      ...validMarket("gb"),
      "content/_shared/en/pages/start.json": shared,
      "content/gb/start.json": `{${billboard.slice(0, -1)}\n}\n`,
      ...images,
    });
    expect(checkProject(root, markets, [gb!]).problems.map(formatProblem)).toContain(
      "content/gb/start.json:2:18: isBillboard: a page with a hero block shows no billboard: remove isBillboard and billboard, or the hero",
    );
  });

  it("places the body once, and only where the page has one", () => {
    expect(linesFor(startWith(['{ "type": "body" }', '{ "type": "body" }'], '\n  "body": "# Title",'))).toEqual([
      "content/gb/start.json:7:15: blocks[1].type: the body is placed once: keep one body block",
    ]);
    expect(linesFor(startWith(['{ "type": "body" }']))).toEqual([
      "content/gb/start.json:6:15: blocks[0].type: a body block places the page's body, and this page has none: add a body or remove the block",
    ]);
  });

  it("places the template's part once", () => {
    expect(linesFor(startWith(['{ "type": "template-part" }', hero, '{ "type": "template-part" }']))).toEqual([
      "content/gb/start.json:7:15: blocks[1].type: a hero comes first and only once: move it to the top of blocks, or remove it",
      "content/gb/start.json:8:15: blocks[2].type: the template's part is placed once: keep one template-part block",
    ]);
  });

  it("keeps the page's one h1 in its hero: a # heading in the body is reported at its place", () => {
    expect(linesFor(startWith([hero], '\n  "body": "## Why us\\n\\nText.\\n\\n# Second title",'))).toEqual([
      "content/gb/start.json:8:34: body (markup line 5, column 1): the hero's title is this page's h1: start the body's headings at ## (write \"## Title\")",
    ]);
  });

  it("checks an image-text block's body as markup, at its place in the file, under the block's own heading", () => {
    expect(linesFor(startWith([imageText("Text first.\n\n## Too high\n\n<b>bold</b>")]))).toEqual([
      "content/gb/start.json:6:80: blocks[0].body (markup line 3, column 1): The block's title is its heading: use ### or deeper in its body.",
      'content/gb/start.json:6:95: blocks[0].body (markup line 5, column 1): HTML is not allowed in text ("<b"): use **bold** or *italic* instead.',
      'content/gb/start.json:6:102: blocks[0].body (markup line 5, column 8): HTML is not allowed in text ("</b"): use **bold** or *italic* instead.',
    ]);
  });

  it("names an image that is not in content/_media/, at its field", () => {
    const { "content/_media/van.svg": _van, ...others } = images;
    expect(linesFor(startWith([hero.replace("tall.svg", "gone.svg"), teasers]), gb!, others)).toEqual([
      "content/gb/start.json:6:90: blocks[0].image.mobile: content/_media/gone.svg does not exist: add the image there or name one that does",
      "content/gb/start.json:7:166: blocks[1].items[0].image: content/_media/van.svg does not exist: add the image there or name one that does",
    ]);
  });

  it("refuses footnotes and videos in an image-text body, which belong in the page's body", () => {
    expect(
      linesFor(startWith([imageText("Text[^1].\n[^1]: A note.\n\n[YouTube AbCdEfGhIjK]")])).map((l) => l.replace(/:.*?: /, ": ")),
    ).toEqual([
      "content/gb/start.json: blocks[0].body (markup line 1, column 5): A block's body has no footnotes: write the note into the text, or put it in the page's body.",
      "content/gb/start.json: blocks[0].body (markup line 2, column 1): A block's body has no footnotes: write the note into the text, or put it in the page's body.",
      "content/gb/start.json: blocks[0].body (markup line 4, column 1): A block's body shows no video: put it in the page's body.",
    ]);
  });

  it("prints what docs/blocks.md says it prints", () => {
    const docs = readFileSync(join(process.cwd(), "docs", "blocks.md"), "utf8");
    const shown = /## What content:check says[\s\S]*?```\n([\s\S]*?)```/.exec(docs)?.[1]?.trim().split("\n");
    const printed = docExamples.flatMap((files) => {
      const root = fixtureRoot({ ...validMarket("gb"), ...files });
      return checkProject(root, markets, [gb!])
        .problems.map(formatProblem)
        .filter((l) => !l.startsWith("content/gb:"));
    });
    expect(shown).toEqual(printed);
  });

  it("leaves out teasers of lines the market does not offer, and their tokens with them", () => {
    const both = teasers.replace(
      '"items": [',
      '"items": [{ "line": "rent-car", "title": "Cars", "text": "Small ones.", "url": "{prefix}/online" }, ',
    );
    expect(linesFor(startWith([both]), au)).toEqual([]);
    expect(blocksOf(startWith([both]), au)).toEqual([
      { type: "product-lines", title: "Lines", items: [{ line: "rent-car", title: "Cars", text: "Small ones.", url: "/online" }] },
    ]);
    expect(blocksOf(startWith([hero, teasers]), au)).toEqual([expect.objectContaining({ type: "hero" })]);
    expect(blocksOf(startWith([teasers]), gb)).toEqual([
      expect.objectContaining({ items: [expect.objectContaining({ line: "rent-truck", url: "/truck" })] }),
    ]);
  });
});
