import { ShellSlot } from "../runtime-apps/shell-slot";
import NavigationLayout from "../layouts/navigation";
import { useSitePage } from "../page-context/site-page";
import { PageContent, TemplateHead } from "./page-template";

/** The digital check-out's page (the German sites' `xpress/go`): the editorial intro, then the digital-checkout app. */
export default function DigitalCheckoutPage() {
  const page = useSitePage();
  return (
    <NavigationLayout page={page}>
      <PageContent>
        <ShellSlot slot="digital-checkout" />
      </PageContent>
    </NavigationLayout>
  );
}

export const Head = TemplateHead;
