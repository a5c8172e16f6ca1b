import styled from "styled-components";
import type { BillboardImage } from "../../page-context/built-image";
import { media } from "../../theme/media";
import { BILLBOARD, BILLBOARD_DESKTOP_QUERY } from "./boxes";

const Frame = styled.div`
  background: var(--color-surface);
`;

// The box keeps the proportions of the image the window's width picks before any byte of it arrives,
// so nothing below it moves: 375:400 on phones, 1600:640 from 650 px up, at most 1600 px wide.
const Img = styled.img`
  display: block;
  width: 100%;
  max-width: ${BILLBOARD.desktop.width}px;
  height: auto;
  margin: 0 auto;
  aspect-ratio: ${BILLBOARD.mobile.width} / ${BILLBOARD.mobile.height};
  object-fit: cover;
  ${media.up("sm")} {
    aspect-ratio: ${BILLBOARD.desktop.width} / ${BILLBOARD.desktop.height};
  }
`;

/**
 * React 18 knows no `fetchPriority` prop and passes lower-case attributes through as they are: the
 * billboard is the first thing under the header, usually the page's largest paint, so it goes first.
 */
const firstInLine: Record<string, string> = { fetchpriority: "high" };

/**
 * The billboard hero of a page with `isBillboard` (spec §9 sizes): a picture built at build time as
 * AVIF and WebP at several widths, the desktop image from 650 px up and the mobile one below.
 * An empty `alt` makes it decoration that screen readers skip.
 */
export function Billboard({ image }: { image: BillboardImage }) {
  const { desktop, mobile } = image;
  return (
    <Frame>
      <picture>
        {(["avif", "webp"] as const).map((format) => (
          <source
            key={format}
            media={BILLBOARD_DESKTOP_QUERY}
            type={`image/${format}`}
            srcSet={desktop[format]}
            sizes={BILLBOARD.desktop.sizes}
            width={desktop.width}
            height={desktop.height}
          />
        ))}
        <source type="image/avif" srcSet={mobile.avif} sizes={BILLBOARD.mobile.sizes} width={mobile.width} height={mobile.height} />
        <Img
          src={mobile.src}
          srcSet={mobile.webp}
          sizes={BILLBOARD.mobile.sizes}
          width={mobile.width}
          height={mobile.height}
          alt={image.alt}
          {...firstInLine}
        />
      </picture>
    </Frame>
  );
}
