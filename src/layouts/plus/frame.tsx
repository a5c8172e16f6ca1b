import type { ReactNode } from "react";
import { PrivacyFooter } from "../../components/footer/privacy-footer";
import { FaqButton } from "../../components/faq-button";
import { ShellSlot } from "../../components/shell/shell-slot";
import { SiteHeader } from "../../components/shell/site-header";
import { FeatureFlagProvider, featureFlagConfig } from "../../shell/feature-flags";
import type { SitePageContext } from "../../shell/page-context";
import { homeOf } from "../parts/layout-props";
import { Main } from "../parts/main";
import { PageMenu } from "../parts/page-menu";
import { FaqSection } from "./faq-section";

/**
 * The plus frame: menu, FAQs button, login, the page's content and the FAQ section, under the
 * feature-flag provider. The plus layout puts the offers list in it, the campaign template its form.
 */
export function PlusFrame({ page, children }: { page: SitePageContext; children: ReactNode }) {
  return (
    <FeatureFlagProvider config={featureFlagConfig}>
      <SiteHeader surface="prime" home={homeOf(page)} menu={<PageMenu page={page} />} end={<ShellSlot slot="sign-in" />}>
        <FaqButton />
      </SiteHeader>
      <Main>
        {children}
        <FaqSection market={page.market} />
      </Main>
      <PrivacyFooter />
    </FeatureFlagProvider>
  );
}
