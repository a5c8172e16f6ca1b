import ZenLayout from "../layouts/zen";
import { useSitePage } from "../page-context/site-page";
import { PageContent, TemplateHead } from "./page-template";

/** The zen product's home (`/zenhome`): a zen page whose funnel starts at the zen-home app. */
export default function ZenHomePage() {
  const page = useSitePage();
  return (
    <ZenLayout page={page} home="zen-home">
      <PageContent />
    </ZenLayout>
  );
}

export const Head = TemplateHead;
