import NavigationLayout from "../layouts/navigation";
import { HelpHead, helpTemplate } from "./parts/help-template";
import { HelpHomeScreen } from "../features/help-centre/screens/home";

/** The rent help centre's home page, in the navigation layout. */
export default helpTemplate(NavigationLayout, HelpHomeScreen);

export const Head = HelpHead;
