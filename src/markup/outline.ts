import type { Block, Inline } from "./ast";
import { shortcodeValue } from "./shortcodes";
import type { MarkupContext, Section } from "./types";

/**
 * The level-2 headings among the blocks, each with an id made from its text: the same for every
 * build of the same text, so a link to `#cancellation` keeps working, and unique within the page.
 */
export function sectionsOf(blocks: readonly Block[], context: MarkupContext): Map<Block, Section> {
  const sections = new Map<Block, Section>();
  const taken = new Set<string>();
  for (const block of blocks) {
    if (block.kind !== "heading" || block.level !== 2) continue;
    const text = plainText(block.children, context).trim();
    const base = slugOf(text) || `section-${sections.size + 1}`;
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    sections.set(block, { id, text });
  }
  return sections;
}

/** Inline content as the words it shows: no footnote numbers, no videos. */
export function plainText(nodes: readonly Inline[], context: MarkupContext): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case "text":
          return node.value;
        case "strong":
        case "em":
        case "link":
          return plainText(node.children, context);
        case "shortcode":
          return shortcodeValue(node.name, context);
        case "broken-link":
        case "unknown-shortcode":
          return node.raw;
        case "footnote-ref":
        case "youtube":
          return "";
      }
    })
    .join("");
}

/** Letters that no accent-stripping turns into ASCII, spelled as their languages do without them. */
const ASCII: Readonly<Record<string, string>> = { ł: "l", ø: "o", æ: "ae", œ: "oe", ß: "ss", đ: "d", ð: "d", þ: "th", ı: "i" };

/** Lower-case ASCII words joined by `-`: accents dropped (`Général` → `general`), `ø` as `o`, other scripts left out. */
export function slugOf(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[łøæœßđðþı]/g, (letter) => ASCII[letter] ?? "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
