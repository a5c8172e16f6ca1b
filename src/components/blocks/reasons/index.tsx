import styled from "styled-components";
import type { BuiltBlockOf } from "../../../page-context/blocks";
import { Icon } from "../../icons/icon";
import { Cards, Section } from "../parts";

const Reason = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: var(--space-4);
  align-items: start;
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
