import { PrivacyFooter } from "../../components/footer/privacy-footer";
import { FaqButton } from "../../components/faq-button";
import { ShellSlot } from "../../components/shell/shell-slot";
import { SiteHeader } from "../../components/shell/site-header";
import { PlusOffers } from "../../features/plus-offers";
import { FeatureFlagProvider, featureFlagConfig } from "../../shell/feature-flags";
import { homeOf, type LayoutProps } from "../parts/layout-props";
import { Main } from "../parts/main";
import { PageMenu } from "../parts/page-menu";
import { FaqSection } from "./faq-section";

/** The plus (subscription) layout: menu, FAQs button, login, content with offers and FAQ, under the feature-flag provider. */
export default function PlusLayout({ page, children }: LayoutProps) {
  return (
    <FeatureFlagProvider config={featureFlagConfig}>
      <SiteHeader surface="prime" home={homeOf(page)} menu={<PageMenu page={page} />} end={<ShellSlot slot="sign-in" />}>
        <FaqButton />
      </SiteHeader>
      <Main>
        {children}
        <PlusOffers />
        <FaqSection market={page.market} />
      </Main>
      <PrivacyFooter />
    </FeatureFlagProvider>
  );
}
