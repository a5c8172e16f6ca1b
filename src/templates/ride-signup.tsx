import { SignUpScreen } from "../features/ride-signup/signup-screen";
import RideLayout from "../layouts/ride";
import { useSitePage } from "../page-context/site-page";
import { PageContent, TemplateHead } from "./page-template";

/** Ride sign-up (spec §2, §3, §5): the editorial intro, then the form and its confirmation step. */
export default function RideSignUpPage() {
  const page = useSitePage();
  return (
    <RideLayout page={page}>
      <PageContent>
        <SignUpScreen />
      </PageContent>
    </RideLayout>
  );
}

export const Head = TemplateHead;
