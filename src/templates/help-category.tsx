import NavigationLayout from "../layouts/navigation";
import { HelpHead, helpTemplate } from "./parts/help-template";
import { HelpCategoryScreen } from "../features/help-centre/screens/category";

/** The rent help centre's category page, in the navigation layout. */
export default helpTemplate(NavigationLayout, HelpCategoryScreen);

export const Head = HelpHead;
