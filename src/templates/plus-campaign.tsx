import type { HeadFC } from "gatsby";
import { FaqList } from "../components/faq-list";
import { faqJsonLd } from "../components/faq-json-ld";
import { PageBody } from "../components/page-body";
import { PriceFrom } from "../components/price-from";
import { SeoHead } from "../components/seo-head";
import { CampaignScreen } from "../features/plus-campaign/campaign-screen";
import { PlusFrame } from "../layouts/plus/frame";
import type { SitePageContext } from "../page-context/page-context";
import { useSitePage } from "../page-context/site-page";
import { ShellSlot } from "../runtime-apps/shell-slot";

/**
 * The plus campaign registration page: the plus frame with the page's text, the campaign and its form,
 * then the plus-offer-list app with the subscriptions the campaign applies to. The page carries no
 * site offers list, so the app's list stands alone here (docs/runtime-apps.md, "The plus list").
 * Content gives this page no blocks (content:check refuses them), so it shows its body where
 * PageContent would and its JavaScript carries none of the block components.
 */
export default function PlusCampaignPage() {
  const page = useSitePage();
  return (
    <PlusFrame page={page}>
      <PageBody />
      <FaqList />
      <PriceFrom />
      <CampaignScreen />
      <ShellSlot slot="plus-offer-list" />
    </PlusFrame>
  );
}

/** TemplateHead without blocks: the page's SEO head and one FAQPage of its questions. */
export const Head: HeadFC<object, SitePageContext> = ({ pageContext }) => {
  const faq = faqJsonLd(pageContext);
  return (
    <>
      <SeoHead page={pageContext} />
      {/* JSON-LD is data, not script; faqJsonLd escapes `<`, so no answer can close the element. */}
      {faq && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faq }} />}
    </>
  );
};
