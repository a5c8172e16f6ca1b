import styled from "styled-components";
import { theme } from "../../../theme/theme";
import type { BuiltBlockOf } from "../../../page/blocks";
import { media } from "../../../theme/media";
import { BILLBOARD_DESKTOP_QUERY } from "../../billboard/boxes";
import { ContentLink } from "../../link";
import { HERO } from "../boxes";
import { Picture } from "../parts";

// On a phone the picture runs from edge to edge (out of the column's padding) over the text; wider, the
// text stands on a card over the picture's start. The picture's box keeps its proportions before it loads.
const Frame = styled.section`
  position: relative;
  margin-block-end: ${theme.space[7]};
  margin-inline: calc(-1 * ${theme.space[4]});
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${HERO.mobile.width} / ${HERO.mobile.height};
    object-fit: cover;
    background: ${theme.colors.surface};
  }
  ${media.up("sm")} {
    margin-inline: 0;
    img {
      aspect-ratio: ${HERO.desktop.width} / ${HERO.desktop.height};
      border-radius: ${theme.radii.lg};
    }
  }
`;

const Panel = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space[3]};
  padding: ${theme.space[5]} ${theme.space[4]} 0;
  h1 {
    margin: 0;
    font-size: ${theme.type.display.size};
    line-height: ${theme.type.display.lineHeight};
  }
  p {
    margin: 0;
    font-size: ${theme.type.lg.size};
    line-height: ${theme.type.lg.lineHeight};
  }
  ${media.up("md")} {
    position: absolute;
    inset-block-end: ${theme.space[6]};
    inset-inline-start: ${theme.space[6]};
    max-inline-size: 50%;
    padding: ${theme.space[6]};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.background};
    box-shadow: ${theme.elevation[2]};
  }
`;

/** The call to action: the brand's orange surface, as tall as a touch target. */
export const Action = styled(ContentLink)`
  display: inline-flex;
  align-items: center;
  min-block-size: ${theme.space[7]};
  padding-inline: ${theme.space[5]};
  border-radius: ${theme.radii.sm};
  background: ${theme.surfaces.orange.background};
  color: ${theme.surfaces.orange.text};
  font-weight: ${theme.font.weights.bold};
  text-decoration: none;
`;

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
    </Frame>
  );
}
