import { BusinessHub } from "../features/business-hub/business-hub";
import NavigationWithoutLayout from "../layouts/navigation-without-layout";
import { useSitePage } from "../page-context/site-page";
import { PageContent, TemplateHead } from "./page-template";

/**
 * Opening a business account (`{links.corporateSignup}`): the editorial intro, then the business hub
 * in its sign-up mode. The layout has the menu but not the header's sign-in.
 */
export default function BusinessSignUpPage() {
  const page = useSitePage();
  return (
    <NavigationWithoutLayout page={page}>
      <PageContent>
        <BusinessHub mode="signup" />
      </PageContent>
    </NavigationWithoutLayout>
  );
}

export const Head = TemplateHead;
