import type { ReactNode } from "react";
import styled from "styled-components";
import { pageColumn } from "../page-frame/page-column";
import { marketingMediaUrl } from "./media-url";
import { PromoBubble } from "./promo-bubble";
import { media } from "../../theme/media";

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
const overlay = "linear-gradient(180deg, rgba(0, 0, 0, 0.35), rgba(0, 0, 0, 0.7))";
const fallback = "linear-gradient(135deg, #3a3a3a, #101010)";

const Hero = styled.section<{ $mobile: string; $desktop: string }>`
  min-height: 25rem;
  background-color: ${({ theme }) => theme.surfaces.image.background};
  background-image: ${({ $mobile }) => `${overlay}, url("${$mobile}"), ${fallback}`};
  background-size: cover;
  background-position: center;
  color: ${({ theme }) => theme.surfaces.image.text};
  ${media.up("sm")} {
    min-height: 28rem;
    background-image: ${({ $desktop }) => `${overlay}, url("${$desktop}"), ${fallback}`};
  }
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  ${pageColumn()}
  padding-top: 2.5rem;
  padding-bottom: 2rem;
`;

const Titles = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem 2rem;
  flex-wrap: wrap;
`;

const PreTitle = styled.p`
  margin: 0 0 0.5rem;
  font-weight: 600;
  color: ${({ theme }) => theme.surfaces.image.accent};
`;

const Title = styled.p`
  max-width: 40rem;
  margin: 0;
  font-size: clamp(1.75rem, 4vw + 0.5rem, 3rem);
  font-weight: 800;
  line-height: 1.15;
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
