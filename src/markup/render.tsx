import type { ReactNode } from "react";
import type { Block, MarkupDocument } from "./ast";
import { footnoteNumber } from "./footnote-label";
import { renderInline, type RenderState } from "./render-inline";
import { visibleBlocks } from "./seasons";
import { englishLabels, type MarkupContext, type Section } from "./types";

const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"] as const;
type Note = { n: number; block: Block & { kind: "footnote" } };

/**
 * Renders parsed editorial markup as React elements; invalid or unsafe markup degrades to text and
 * never throws. Pages get their text parsed at build time, so the browser needs no parser.
 */
export function MarkupView({ document, context }: { document: MarkupDocument; context: MarkupContext }): JSX.Element {
  const blocks = visibleBlocks(document.blocks, context.now);
  const notes = collectNotes(blocks);
  const state: RenderState = { context, notes: new Set(notes.map((note) => note.n)), seen: new Map() };
  const labels = context.labels ?? englishLabels;
  const sections: ReadonlyMap<Block, Section> = context.contents ? context.contents(blocks, context) : new Map();
  // Built before the footnotes so that back links know which references exist.
  const body = blocks.map((block, key) => renderBlock(block, key, state, sections.get(block)?.id));
  if (sections.size >= 2) {
    const contents = <Contents key="contents" label={labels.contents} sections={[...sections.values()]} />;
    body.splice(blocks[0]?.kind === "heading" ? 1 : 0, 0, contents);
  }
  const items = notes.map(({ n, block }) => (
    <li key={n} id={`fn-${n}`} value={n}>
      {renderInline(block.children, state)}
      {state.seen.has(n) && (
        <>
          {" "}
          <a href={`#fnref-${n}`} aria-label={labels.backToReference(n)}>
            ↩
          </a>
        </>
      )}
    </li>
  ));
  return (
    <>
      {body}
      {items.length > 0 && (
        <section aria-label={labels.footnotes}>
          <ol>{items}</ol>
        </section>
      )}
    </>
  );
}

/** The list of links to the level-2 headings, right after the page's title. */
function Contents({ label, sections }: { label: string; sections: readonly Section[] }): JSX.Element {
  return (
    <nav aria-label={label}>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function collectNotes(blocks: readonly Block[]): Note[] {
  const notes: Note[] = [];
  const numbers = new Set<number>();
  for (const block of blocks) {
    const n = block.kind === "footnote" ? footnoteNumber(block.label) : null;
    if (n === null || numbers.has(n) || block.kind !== "footnote") continue;
    numbers.add(n);
    notes.push({ n, block });
  }
  return notes;
}

function renderBlock(block: Block, key: number, state: RenderState, id: string | undefined): ReactNode {
  switch (block.kind) {
    case "heading": {
      const Tag = HEADINGS[block.level - 1];
      const children = renderInline(block.children, state);
      if (Tag)
        return (
          <Tag key={key} id={id}>
            {children}
          </Tag>
        );
      return (
        <p key={key}>
          {"#".repeat(block.level)} {children}
        </p>
      );
    }
    case "paragraph":
      return <p key={key}>{renderInline(block.children, state)}</p>;
    case "list":
      return (
        <ul key={key}>
          {block.items.map((item, index) => (
            <li key={index}>{renderInline(item.children, state)}</li>
          ))}
        </ul>
      );
    case "footnote":
      // Valid footnotes go to the footnotes section; one with a bad number stays visible as text.
      if (footnoteNumber(block.label) !== null) return null;
      return (
        <p key={key}>
          {`[^${block.label}]: `}
          {renderInline(block.children, state)}
        </p>
      );
    case "stray-fence":
      return <p key={key}>{block.raw}</p>;
    case "season":
      return null;
  }
}
