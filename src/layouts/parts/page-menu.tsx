import { BurgerMenu } from "../../components/burger-menu/burger-menu";
import type { SitePageContext } from "../../page-context/page-context";
import { navEntries } from "./layout-props";

/** The page's burger menu from its navigation block. */
export function PageMenu({ page }: { page: SitePageContext }) {
  return <BurgerMenu entries={navEntries(page)} text={page.navigation[0]?.navigation_text} />;
}
