import type { ReactNode } from "react";
import styled from "styled-components";
import { pageColumn } from "../page-column";
import { marketingMediaUrl } from "./media-url";
import { PromoBubble } from "./promo-bubble";
import { media } from "../../theme/media";
import { surfaces } from "../../theme/theme";

/** The airport-promotion hero fields of the page context (spec §3). */
export type AirportPromotion = {
  hero_image_desktop: { filename_disk: string };
  hero_image_mobile: { filename_disk: string };
  pre_title: string;
  title: string;
  promo_highlight?: string;
  prefix_promo_highlight?: string;
  suffix_promo_highlight?: string;
};

// The dark overlay above the photo keeps white text readable on any image; the gradient below it
// stands in while the photo loads or when it is missing.
const overlay = "var(--gradient-photo-shade)";
const fallback = "var(--gradient-photo-stand-in)";

/** Spec §3's `image` theme: text over a darkened photo. */
const Hero = styled.section<{ $mobile: string; $desktop: string }>`
  min-height: 25rem;
  background-color: ${surfaces.image.background};
  background-image: ${({ $mobile }) => `${overlay}, url("${$mobile}"), ${fallback}`};
  background-size: cover;
  background-position: center;
  color: ${surfaces.image.text};
  --focus-ring: ${surfaces.image.focus};
  ${media.up("sm")} {
    min-height: 28rem;
    background-image: ${({ $desktop }) => `${overlay}, url("${$desktop}"), ${fallback}`};
  }
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-5);
  ${pageColumn()}
  padding-top: var(--space-7);
  padding-bottom: var(--space-6);
`;

const Titles = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-4) var(--space-6);
  flex-wrap: wrap;
`;

const PreTitle = styled.p`
  margin: 0 0 var(--space-2);
  font-weight: var(--weight-medium);
  color: var(--color-brand);
`;

const Title = styled.p`
  max-width: 40rem;
  margin: 0;
  font-size: var(--text-display); line-height: var(--leading-display);
  font-weight: var(--weight-bold);
  letter-spacing: -0.02em;
`;

/** The promotion layout's hero: a decorative photo (desktop 1600x640, mobile 375x400) under a dark overlay, titles, bubble, then the booking engine. */
export function PromotionHero({
  promotion,
  domain,
  label,
  children,
}: {
  promotion: AirportPromotion;
  domain: string;
  label: string;
  children: ReactNode;
}) {
  const desktop = marketingMediaUrl(domain, promotion.hero_image_desktop.filename_disk);
  const mobile = marketingMediaUrl(domain, promotion.hero_image_mobile.filename_disk);
  return (
    <Hero aria-label={label} $mobile={mobile} $desktop={desktop}>
      <Inner>
        <Titles>
          <div>
            <PreTitle>{promotion.pre_title}</PreTitle>
            <Title>{promotion.title}</Title>
          </div>
          <PromoBubble
            prefix={promotion.prefix_promo_highlight}
            highlight={promotion.promo_highlight}
            suffix={promotion.suffix_promo_highlight}
          />
        </Titles>
        {children}
      </Inner>
    </Hero>
  );
}
