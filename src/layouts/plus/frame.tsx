import type { ReactNode } from "react";
import { PrivacyFooter } from "../parts/footer/privacy-footer";
import { FaqButton } from "../../components/faq-button";
import { ShellSlot } from "../../runtime-apps/shell-slot";
import { SiteHeader } from "../parts/header/site-header";
import { FeatureFlagProvider, featureFlagConfig } from "../../services/feature-flags";
import type { SitePageContext } from "../../page-context/page-context";
import { homeOf } from "../parts/layout-props";
import { Main } from "../parts/main";
import { PageMenu } from "../parts/page-menu";
import { FaqSection } from "./faq-section";

/**
 * The plus frame: menu, FAQs button, login, the page's content and the FAQ section, under the
 * feature-flag provider, which connects the flag service once a part showing flags is in view or the
 * visitor interacts (docs/feature-flags.md). The plus layout puts the offers list in it, the campaign template its form;
 * `after` follows the FAQ section (the reviews, whose height is known only once they load, so the
 * FAQs button's target does not move).
 */
export function PlusFrame({ page, children, after }: { page: SitePageContext; children: ReactNode; after?: ReactNode }) {
  return (
    <FeatureFlagProvider config={featureFlagConfig} connect="when-needed">
      <SiteHeader surface="prime" home={homeOf(page)} menu={<PageMenu page={page} />} end={<ShellSlot slot="sign-in" />}>
        <FaqButton />
      </SiteHeader>
      <Main>
        {children}
        <FaqSection market={page.market} />
        {after}
      </Main>
      <PrivacyFooter />
    </FeatureFlagProvider>
  );
}
