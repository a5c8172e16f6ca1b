import { ConfirmScreen } from "../features/ride-signup/confirm-screen";
import RideLayout from "../layouts/ride";
import { useSitePage } from "../page-context/site-page";
import { PageContent, TemplateHead } from "./page-template";

/** Target of the confirmation e-mail's link (spec §4): confirms the token, then leads to the thank-you page. */
export default function RideConfirmPage() {
  const page = useSitePage();
  return (
    <RideLayout page={page}>
      <PageContent>
        <ConfirmScreen />
      </PageContent>
    </RideLayout>
  );
}

export const Head = TemplateHead;
