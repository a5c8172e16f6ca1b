import styled from "styled-components";
import type { BuiltBlockOf } from "../../../page-context/blocks";
import { Icon } from "../../icons/icon";
import { ContentLink } from "../../link";
import { TEASER } from "../boxes";
import { Cards, Section } from "../parts";
import { Picture } from "../picture";

// The whole card is the link's target (its ::after covers the card); the heading holds the link, so
// a screen reader hears each line's name once. A picture is decoration beside the heading (empty alt).
const Card = styled.li`
  position: relative;
  display: grid;
  align-content: start;
  gap: var(--space-2);
  overflow: hidden;
  padding-block-end: var(--space-5);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-background);
  box-shadow: var(--shadow-1);
  > h3, > p { padding-inline: var(--space-5); }
  > svg { margin: var(--space-5) var(--space-5) 0; color: var(--color-brand); }
  img { display: block; width: 100%; height: auto; aspect-ratio: ${TEASER.width} / ${TEASER.height}; object-fit: cover; }
  h3 a { text-decoration: none; }
  h3 a::after { content: ""; position: absolute; inset: 0; }
  &:hover { box-shadow: var(--shadow-2); }
`;

/** The product-line teasers: a card per line the market offers, its picture (or its icon), heading, sentence, link. */
export function ProductLines({ block, id }: { block: BuiltBlockOf<"product-lines">; id: string }) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{block.title}</h2>
      <Cards data-count={block.items.length}>
        {block.items.map((item) => (
          <Card key={`${item.line}:${item.url}`}>
            {item.image ? <Picture image={item.image} sizes={TEASER.sizes} alt="" /> : <Icon d={item.icon} size={40} />}
            <h3>
              <ContentLink href={item.url}>{item.title}</ContentLink>
            </h3>
            <p>{item.text}</p>
          </Card>
        ))}
      </Cards>
    </Section>
  );
}
