import styled from "styled-components";
import { MarkupView } from "../../../markup/render";
import type { BuiltBlockOf } from "../../../page-context/blocks";
import { media } from "../../../theme/media";
import { IMAGE_TEXT } from "../boxes";
import { Section } from "../parts";
import { Picture } from "../picture";
import { useSitePage } from "../../../page-context/site-page";

const Frame = styled(Section)<{ $end: boolean }>`
  display: grid;
  gap: var(--space-5) var(--space-6);
  align-items: center;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${IMAGE_TEXT.width} / ${IMAGE_TEXT.height};
    object-fit: cover;
    border-radius: var(--radius-lg);
  }
  ${media.up("mi")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > picture { order: ${({ $end }) => ($end ? 1 : 0)}; }
  }
`;

/**
 * A picture beside a text (under each other on phones): the picture on the side `imageSide` names,
 * start or end of the line, so right-to-left pages mirror it. The text is the block's markup, parsed
 * at build time; its seasons and [Year] follow the page's season.
 */
export function ImageText({ block, id }: { block: BuiltBlockOf<"image-text">; id: string }) {
  const now = new Date(useSitePage().seasonStart);
  return (
    <Frame aria-labelledby={id} $end={block.imageSide === "end"}>
      <Picture image={block.image} sizes={IMAGE_TEXT.sizes} alt={block.alt} />
      <div>
        <h2 id={id}>{block.title}</h2>
        <MarkupView document={block.body} context={{ year: now.getUTCFullYear(), now }} />
      </div>
    </Frame>
  );
}
