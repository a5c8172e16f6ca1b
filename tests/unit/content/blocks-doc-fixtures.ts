import { validStart } from "./fixture-root";

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="8"/>';
const media = {
  "content/_media/hero-road-wide.svg": svg,
  "content/_media/hero-road-tall.svg": svg,
  "content/_media/branch-airport.svg": svg,
};

/** The start page of the gb market with these lines after its layout. */
const start = (lines: string): string => validStart.replace('"layout": "ibe",', `"layout": "ibe",\n${lines}`);
const hero =
  '{ "type": "hero", "title": "Rent a car", "image": { "desktop": "hero-road-wide.svg", "mobile": "hero-road-tall.svg", "alt": "" } }';

/** Broken start pages whose content:check lines docs/blocks.md shows, one project each. */
export const docExamples: Record<string, string>[] = [
  {
    ...media,
    "content/gb/start.json": start(
      '  "blocks": [\n    { "type": "product-lines", "title": "Our lines", "items": [{ "line": "boat", "title": "Boats", "text": "Wet.", "url": "/boats" }] }\n  ],',
    ),
  },
  {
    ...media,
    "content/gb/start.json": start(
      `  "blocks": [\n    { "type": "faq", "title": "Questions", "items": [{ "question": "Why?", "answer": "Because." }] },\n    ${hero}\n  ],`,
    ),
  },
  { ...media, "content/gb/start.json": start(`  "isBillboard": true,\n  "blocks": [\n    ${hero}\n  ],`) },
  {
    ...media,
    "content/gb/start.json": start(
      '  "blocks": [\n    { "type": "image-text", "title": "At the airport", "body": "Desks in arrivals.\\n\\n## Opening hours", "image": "branch-airport.svg", "alt": "" }\n  ],',
    ),
  },
  { ...media, "content/gb/start.json": start(`  "blocks": [\n    ${hero.replace("hero-road-tall.svg", "hero-tall.svg")}\n  ],`) },
];
