import type { HeadFC } from "gatsby";
import { AccountArea } from "../features/account-area/account-area";
import { accountTitle } from "../features/account-area/document-title";
import NavigationLayout from "../layouts/navigation";
import { useSitePage } from "../page-context/site-page";
import type { SitePageContext } from "../page-context/page-context";
import { PageContent, TemplateHead } from "./page-template";

/** The account area (spec §2, /account): the editorial intro, then the app of the hash route. */
export default function AccountPage() {
  const page = useSitePage();
  return (
    <NavigationLayout page={page}>
      <PageContent>
        <AccountArea />
      </PageContent>
    </NavigationLayout>
  );
}

/**
 * Gatsby renders the head again on every change of its location, a new hash included; only the
 * browser knows the hash.
 */
export const Head: HeadFC<object, SitePageContext> = (props) => {
  const hash = typeof window === "undefined" ? "" : window.location.hash;
  return <TemplateHead {...props} pageContext={{ ...props.pageContext, title: accountTitle(props.pageContext, hash) }} />;
};
