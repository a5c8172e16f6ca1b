import NavigationLayout from "../layouts/navigation";
import { HelpHead, helpTemplate } from "./parts/help-template";
import { HelpSearchScreen } from "../features/help-centre/screens/search";

/** The rent help centre's search page, in the navigation layout. */
export default helpTemplate(NavigationLayout, HelpSearchScreen);

export const Head = HelpHead;
