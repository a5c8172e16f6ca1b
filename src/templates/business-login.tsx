import { BusinessHub } from "../features/business-hub/business-hub";
import NavigationWithoutLayout from "../layouts/navigation-without-layout";
import { useSitePage } from "../page-context/site-page";
import { PageContent, TemplateHead } from "./page-template";

/**
 * Business customers' sign-in (`{links.corporateLogin}`): the editorial intro, then the business hub
 * in its login mode. The layout has the menu but not the header's sign-in: this page is one.
 */
export default function BusinessLoginPage() {
  const page = useSitePage();
  return (
    <NavigationWithoutLayout page={page}>
      <PageContent>
        <BusinessHub mode="login" />
      </PageContent>
    </NavigationWithoutLayout>
  );
}

export const Head = TemplateHead;
