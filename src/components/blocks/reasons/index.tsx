import styled from "styled-components";
import type { BuiltBlockOf } from "../../../page-context/blocks";
import { Icon } from "../../icons/icon";
import { Cards, Section } from "../parts";

// The row of reasons is as tall as its tallest; `align-content: start` keeps that height out of a
// shorter reason's own rows, so its sentence stays under its heading. Spread over the rows, it moved
// the sentence down as a later reason's text arrived (a layout shift on a slow phone: docs/budgets.md).
const Reason = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: var(--space-4);
  align-items: start;
  align-content: start;
  > svg {
    grid-row: span 2;
    box-sizing: content-box;
    padding: var(--space-3);
    border-radius: var(--radius-round);
    background: var(--color-surface);
    color: var(--color-brand);
  }
`;

/** Reasons to book: an icon (decoration), a heading and a sentence each, side by side on wider screens. */
export function Reasons({ block, id }: { block: BuiltBlockOf<"reasons">; id: string }) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{block.title}</h2>
      <Cards data-count={block.items.length}>
        {block.items.map((item) => (
          <Reason key={item.title}>
            <Icon d={item.icon} />
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </Reason>
        ))}
      </Cards>
    </Section>
  );
}
