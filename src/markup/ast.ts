/** A 1-based line and column in the source text (columns count UTF-16 code units, as editors do). */
export type Position = { line: number; column: number };

/** Shortcodes that are replaced by a value from the page context. */
export type ShortcodeName = "Year" | "BranchName" | "CityName";

/** Inline content of a heading, paragraph, list item or footnote. */
export type Inline =
  | { kind: "text"; value: string }
  | { kind: "strong"; children: Inline[] }
  | { kind: "em"; children: Inline[] }
  | {
      kind: "link";
      url: string;
      newWindow: boolean;
      title: string | null;
      children: Inline[];
      at: Position;
    }
  // Kept apart from text so the validator can point at it; renders as its raw text.
  | { kind: "broken-link"; raw: string; at: Position }
  | { kind: "footnote-ref"; label: string; at: Position }
  | { kind: "shortcode"; name: ShortcodeName; at: Position }
  | { kind: "youtube"; id: string; at: Position }
  | { kind: "unknown-shortcode"; raw: string; at: Position };

/** One line of a bullet list. */
export type ListItem = { at: Position; children: Inline[] };

/** A season name as written after `::: season`, valid or not. */
export type SeasonWord = { name: string; at: Position };

/** A display-restricted section: `::: season winter spring` … `:::`. */
export type SeasonBlock = {
  kind: "season";
  keyword: string;
  names: SeasonWord[];
  children: Block[];
  closed: boolean;
  at: Position;
};

/** A block-level element; the document is a flat list of these (seasons hold one level more). */
export type Block =
  | { kind: "heading"; level: number; children: Inline[]; at: Position }
  | { kind: "paragraph"; children: Inline[]; at: Position }
  | { kind: "list"; items: ListItem[]; at: Position }
  | { kind: "footnote"; label: string; children: Inline[]; at: Position }
  | SeasonBlock
  // A `:::` line that closes nothing or opens a section inside another; renders as text.
  | { kind: "stray-fence"; reason: "close" | "nested"; raw: string; at: Position; openedAt: Position | null };

/** The parsed form of a markup text. */
export type MarkupDocument = { blocks: Block[] };
