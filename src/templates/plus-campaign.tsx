import { CampaignScreen } from "../features/plus-campaign/campaign-screen";
import { PlusFrame } from "../layouts/plus/frame";
import { useSitePage } from "../page-context/site-page";
import { ShellSlot } from "../runtime-apps/shell-slot";
import { PageContent, TemplateHead } from "./page-template";

/**
 * The plus campaign registration page: the plus frame with the page's text, the campaign and its form,
 * then the plus-offer-list app with the subscriptions the campaign applies to. The page carries no
 * site offers list, so the app's list stands alone here (docs/runtime-apps.md, "The plus list").
 */
export default function PlusCampaignPage() {
  const page = useSitePage();
  return (
    <PlusFrame page={page}>
      <PageContent />
      <CampaignScreen />
      <ShellSlot slot="plus-offer-list" />
    </PlusFrame>
  );
}

export const Head = TemplateHead;
