import { PrivacyFooter } from "../parts/footer/privacy-footer";
import { useIntl } from "react-intl";
import { PromotionHero } from "../../components/promotion-hero/promotion-hero";
import { ShellSlot } from "../../runtime-apps/shell-slot";
import { SiteHeader } from "../parts/header/site-header";
import { homeOf, type LayoutProps } from "../parts/layout-props";
import { Main } from "../parts/main";

/** The airport-promotion layout: hero with titles and promo bubble above the booking engine, then the content. */
export default function PromotionLayout({ page, children }: LayoutProps) {
  const intl = useIntl();
  return (
    <>
      <SiteHeader surface="white" home={homeOf(page)} />
      {page.layout === "promotion" && (
        <PromotionHero promotion={page.airportPromotion} domain={page.domain} label={intl.formatMessage({ id: "layout.promotion.label" })}>
          <ShellSlot slot="booking-engine" />
        </PromotionHero>
      )}
      <Main>{children}</Main>
      <PrivacyFooter />
    </>
  );
}
