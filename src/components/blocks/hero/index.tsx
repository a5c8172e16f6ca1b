import styled from "styled-components";
import type { BuiltBlockOf } from "../../../page-context/blocks";
import { media } from "../../../theme/media";
import { BILLBOARD_DESKTOP_QUERY } from "../../billboard/boxes";
import { ContentLink } from "../../link";
import { HERO } from "./boxes";
import { Picture } from "../picture";

// On a phone the picture runs from edge to edge (out of the column's padding) over the text; wider, the
// text stands on a card over the picture's start. The picture's box keeps its proportions before it loads.
const Frame = styled.section`
  position: relative;
  margin-block-end: var(--space-7);
  margin-inline: calc(-1 * var(--space-4));
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${HERO.mobile.width} / ${HERO.mobile.height};
    object-fit: cover;
    background: var(--color-surface);
  }
  ${media.up("sm")} {
    margin-inline: 0;
    img {
      aspect-ratio: ${HERO.desktop.width} / ${HERO.desktop.height};
      border-radius: var(--radius-lg);
    }
  }
`;

const Panel = styled.div`
  display: grid;
  justify-items: start;
  gap: var(--space-3);
  padding: var(--space-5) var(--space-4) 0;
  h1 {
    margin: 0;
    font-size: var(--text-display);
    line-height: var(--leading-display);
  }
  p {
    margin: 0;
    font-size: var(--text-lg);
    line-height: var(--leading-lg);
  }
  ${media.up("md")} {
    position: absolute;
    inset-block-end: var(--space-6);
    inset-inline-start: var(--space-6);
    max-inline-size: 50%;
    padding: var(--space-6);
    border-radius: var(--radius-md);
    background: var(--color-background);
    box-shadow: var(--shadow-2);
  }
`;

/** The call to action: the brand's orange surface, as tall as a touch target. */
export const Action = styled(ContentLink)`
  display: inline-flex;
  align-items: center;
  min-block-size: var(--space-7);
  padding-inline: var(--space-5);
  border-radius: var(--radius-sm);
  background: var(--color-brand);
  color: var(--color-on-brand);
  font-weight: var(--weight-bold);
  text-decoration: none;
`;

/** The empty last element of a hero, which the page's head holds the first frame for (preload.tsx). */
export const heroEndId = (id: string): string => `${id}-end`;

/**
 * The hero block: the page's opening picture (billboard sizes, preloaded from the page's head with
 * high priority, hero/preload.tsx) and its h1, a sentence and one link.
 */
export function Hero({ block, id }: { block: BuiltBlockOf<"hero">; id: string }) {
  const { image } = block;
  return (
    <Frame aria-labelledby={id}>
      <Picture
        image={image.mobile}
        sizes={HERO.mobile.sizes}
        alt={image.alt}
        wide={{ image: image.desktop, query: BILLBOARD_DESKTOP_QUERY, sizes: HERO.desktop.sizes }}
        priority
      />
      <Panel>
        <h1 id={id}>{block.title}</h1>
        {block.text && <p>{block.text}</p>}
        {block.link && <Action href={block.link.url}>{block.link.label}</Action>}
      </Panel>
      <span id={heroEndId(id)} hidden />
    </Frame>
  );
}
