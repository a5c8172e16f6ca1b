import type { PageProps } from "gatsby";
import { ThankYouScreen } from "../features/ride-signup/thank-you-screen";
import RideLayout from "../layouts/ride";
import { useSitePage } from "../page-context/site-page";
import { PageContent, TemplateHead } from "./page-template";

/** Thank-you page after the confirmation (spec §2): the voucher and the app-download banner. */
export default function RideThankYouPage({ location }: PageProps) {
  const page = useSitePage();
  return (
    <RideLayout page={page}>
      <PageContent>
        <ThankYouScreen historyState={location.state} />
      </PageContent>
    </RideLayout>
  );
}

export const Head = TemplateHead;
