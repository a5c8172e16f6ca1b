import NavigationLayout from "../layouts/navigation";
import { LongTermRental } from "../features/long-term-rental/long-term-rental";
import { useSitePage } from "../page-context/site-page";
import { PageContent, TemplateHead } from "./page-template";

/** The long-term rental page: the editorial intro, then the contract container or the step its hash names. */
export default function LongTermRentalPage() {
  const page = useSitePage();
  return (
    <NavigationLayout page={page}>
      <PageContent>
        <LongTermRental />
      </PageContent>
    </NavigationLayout>
  );
}

export const Head = TemplateHead;
