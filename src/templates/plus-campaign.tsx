import { CampaignScreen } from "../features/plus-campaign/campaign-screen";
import { PlusFrame } from "../layouts/plus/frame";
import { useSitePage } from "../page-context/site-page";
import { PageContent, TemplateHead } from "./page-template";

/** The plus campaign registration page: the plus frame with the page's text, then the campaign and its form. */
export default function PlusCampaignPage() {
  const page = useSitePage();
  return (
    <PlusFrame page={page}>
      <PageContent />
      <CampaignScreen />
    </PlusFrame>
  );
}

export const Head = TemplateHead;
