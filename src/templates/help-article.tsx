import NavigationLayout from "../layouts/navigation";
import { HelpHead, helpTemplate } from "./parts/help-template";
import { HelpArticleScreen } from "../features/help-centre/screens/article";

/** The rent help centre's article page, in the navigation layout. */
export default helpTemplate(NavigationLayout, HelpArticleScreen);

export const Head = HelpHead;
