import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import Ajv from "ajv";
import { ContentReader } from "../../../src/content/load";
import { jsonSchemaFiles, jsonSchemaText, type JsonSchemaFile } from "../../../src/content/json-schemas";
import { tempDir } from "../temp-dir";

const root = process.cwd();
const ajv = new Ajv({ allErrors: true, strict: false });
const validatorOf = (file: JsonSchemaFile) => ajv.compile(JSON.parse(readFileSync(join(root, file), "utf8")) as object);
const page = validatorOf("schemas/page.schema.json");
const site = validatorOf("schemas/site.schema.json");

/** A valid start page, which each broken file below changes in one place. */
const valid = {
  template: "start",
  layout: "ibe",
  path: "/",
  title: "Car rental",
  description: "Rent a car.",
  body: "# Car rental\n\nText.",
  footer: [{ links: [{ title: "Terms", url: "{links.termsConditions}", target: 1 }] }],
  navigation: [
    {
      nav_list: [
        { type: "header", title: "Rent" },
        { type: "link", title: "Cars", url: "/cars" },
      ],
    },
  ],
};

const hero = { type: "hero", title: "Rent a car", image: { desktop: "wide.svg", mobile: "tall.svg", alt: "" } };
/** The valid page with one block of each type: its images are in the checked folder's content/_media/. */
const withBlocks = {
  ...valid,
  body: "## Car rental\n\nText.",
  blocks: [
    { ...hero, text: "Book online.", link: { label: "Offers", url: "{prefix}/online" } },
    {
      type: "product-lines",
      title: "Lines",
      items: [{ line: "rent-car", title: "Cars", text: "Cars.", url: "/online", image: "wide.svg" }],
    },
    { type: "reasons", title: "Why us", items: [{ icon: "free-cancellation", title: "Free cancellation", text: "Mostly." }] },
    { type: "app-banner", title: "Get the app", text: "Book on your phone." },
    { type: "faq", title: "Questions", items: [{ question: "Why?", answer: "Because." }] },
    { type: "city-links", title: "Cities", text: "Near you." },
    { type: "image-text", title: "Airport", body: "Pick up **at the gate**.", image: "tall.svg", alt: "", imageSide: "end" },
    { type: "body" },
  ],
};

/** Files content:check refuses for one field each: the generated schema must refuse every one. */
const broken: Record<string, Record<string, unknown>> = {
  "an unknown field": { ...valid, titel: "Car rental" },
  "an unknown template": { ...valid, template: "home" },
  "an unknown layout": { ...valid, layout: "wide" },
  "a path with capitals": { ...valid, path: "/Car-Rental" },
  "a path with a trailing slash": { ...valid, path: "/cars/" },
  "a title over 70 characters": { ...valid, title: "x".repeat(71) },
  "a description over 160 characters": { ...valid, description: "x".repeat(161) },
  "a footer link's target as text": { ...valid, footer: [{ links: [{ title: "Terms", url: "/terms", target: "1" }] }] },
  "a footer link without a url": { ...valid, footer: [{ links: [{ title: "Terms" }] }] },
  "a menu link without a url": { ...valid, navigation: [{ nav_list: [{ type: "link", title: "Cars" }] }] },
  "a menu entry of an unknown type": { ...valid, navigation: [{ nav_list: [{ type: "button", title: "Cars", url: "/cars" }] }] },
  "a url that is no URL": { ...valid, banner_url: "cars" },
  "two navigation blocks": { ...valid, navigation: [...valid.navigation, ...valid.navigation] },
  "an empty FAQ": { ...valid, faq: [] },
  "a negative price": { ...valid, price_from: { amount: -1, unit: "day" } },
  "an unknown product line": { ...valid, requires: "boats" },
  "an unknown market switch": { ...valid, hiddenBy: "hideEverything" },
  "a billboard image of another kind": { ...valid, billboard: { desktop: "road.gif", mobile: "road.svg", alt: "" } },
  "a promotion hero without its title": {
    ...valid,
    airportPromotion: { hero_image_desktop: { filename_disk: "a.jpg" }, hero_image_mobile: { filename_disk: "b.jpg" }, pre_title: "x" },
  },
  "a yes or no as text": { ...valid, isBillboard: "yes" },
  "an empty list of blocks": { ...valid, blocks: [] },
  "a block of an unknown type": { ...valid, blocks: [{ type: "carousel", title: "Cars" }] },
  "a block without a type": { ...valid, blocks: [{ title: "Cities" }] },
  "a block with an unknown field": { ...valid, blocks: [{ type: "city-links", title: "Cities", colour: "red" }] },
  "a hero after another block": { ...valid, blocks: [{ type: "body" }, hero] },
  "two heroes": { ...valid, blocks: [hero, hero] },
  "a hero beside a billboard": { ...valid, isBillboard: true, blocks: [hero] },
  "a hero title over 80 characters": { ...valid, blocks: [{ ...hero, title: "x".repeat(81) }] },
  "a teaser of an unknown product line": {
    ...valid,
    blocks: [{ type: "product-lines", title: "Lines", items: [{ line: "boats", title: "Boats", text: "Wet.", url: "/boats" }] }],
  },
  "a teaser title over 40 characters": {
    ...valid,
    blocks: [
      { type: "product-lines", title: "Lines", items: [{ line: "rent-car", title: "x".repeat(41), text: "Cars.", url: "/online" }] },
    ],
  },
  "a reason with an icon the set lacks": {
    ...valid,
    blocks: [{ type: "reasons", title: "Why us", items: [{ icon: "unicorn", title: "Magic", text: "Yes." }] }],
  },
  "seven reasons": {
    ...valid,
    blocks: [{ type: "reasons", title: "Why us", items: Array.from({ length: 7 }, () => ({ icon: "star", title: "Good", text: "Yes." })) }],
  },
  "an FAQ block without questions": { ...valid, blocks: [{ type: "faq", title: "Questions", items: [] }] },
  "an app banner without its text": { ...valid, blocks: [{ type: "app-banner", title: "Get the app" }] },
  "an image-text block with its image on the left": {
    ...valid,
    blocks: [{ type: "image-text", title: "Airport", body: "Text.", image: "branch.svg", alt: "", imageSide: "left" }],
  },
  "a body block with a field": { ...valid, blocks: [{ type: "body", text: "Hello" }] },
};

/** What content:check says of one file on its own. */
function checkProblems(content: unknown): string[] {
  const dir = tempDir("json-schemas-");
  const file = join(dir, "page.json");
  writeFileSync(file, JSON.stringify(content, null, 2));
  mkdirSync(join(dir, "content", "_media"), { recursive: true });
  for (const image of ["wide.svg", "tall.svg"]) writeFileSync(join(dir, "content", "_media", image), "<svg/>");
  const reader = new ContentReader(dir);
  reader.layer(file);
  return reader.problems.map((p) => p.message);
}

/** Every page and site file under content/: content/translations.json is no page (content:translations reads it). */
function contentFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".json") && f !== "translations.json")
    .map((f) => join(dir, f));
}

describe("the JSON Schemas of content files", () => {
  it("are what npm run content:schemas writes from the zod schema (run it after changing src/content/schema.ts)", () => {
    for (const file of Object.keys(jsonSchemaFiles) as JsonSchemaFile[]) {
      expect(readFileSync(join(root, file), "utf8"), `${file} is out of date: run npm run content:schemas`).toBe(jsonSchemaText(file));
    }
  });

  it("accept every page and site file in content/", () => {
    const files = contentFiles(join(root, "content"));
    expect(files.length).toBeGreaterThan(600);
    for (const file of files) {
      const validate = file.endsWith("/site.json") ? site : page;
      const value: unknown = JSON.parse(readFileSync(file, "utf8"));
      expect(validate(value) ? [] : validate.errors, relative(root, file)).toEqual([]);
    }
  });

  it("accept the valid page the broken ones start from, as content:check does", () => {
    expect(checkProblems(valid)).toEqual([]);
    expect(page(valid)).toBe(true);
  });

  it("accept a page with a block of every type, as content:check does", () => {
    expect(checkProblems(withBlocks)).toEqual([]);
    expect(page(withBlocks) ? [] : page.errors).toEqual([]);
  });

  it.each(Object.entries(broken))("refuse %s, as content:check does", (_name, content) => {
    expect(checkProblems(content)).not.toEqual([]);
    expect(page(content)).toBe(false);
    expect(site(content)).toBe(false);
  });
});

describe("the editor's settings", () => {
  it("map site files to the site schema and every other content JSON file but content/translations.json to the page schema", () => {
    const settings: unknown = JSON.parse(readFileSync(join(root, ".vscode", "settings.json"), "utf8"));
    expect(settings).toEqual({
      "json.schemas": [
        { fileMatch: ["content/**/site.json"], url: "./schemas/site.schema.json" },
        { fileMatch: ["content/**/*.json", "!content/**/site.json", "!content/translations.json"], url: "./schemas/page.schema.json" },
      ],
    });
  });
});
