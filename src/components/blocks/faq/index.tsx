import styled from "styled-components";
import type { BuiltBlockOf } from "../../../page-context/blocks";
import { Section } from "../parts";

const List = styled.div`
  details { border-block-end: 1px solid var(--color-border); }
  summary {
    padding-block: var(--space-4);
    font-weight: var(--weight-medium);
    cursor: pointer;
  }
  details p { margin-block: 0 var(--space-4); }
`;

/** Questions and answers, each a native disclosure: keyboard and screen readers work as they always do, with no script. */
export function Faq({ block, id }: { block: BuiltBlockOf<"faq">; id: string }) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{block.title}</h2>
      <List>
        {block.items.map((item) => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </List>
    </Section>
  );
}
