import NavigationLayout from "../layouts/navigation";
import { HelpHead, helpTemplate } from "./parts/help-template";
import { HelpSectionScreen } from "../features/help-centre/screens/section";

/** The rent help centre's section page, in the navigation layout. */
export default helpTemplate(NavigationLayout, HelpSectionScreen);

export const Head = HelpHead;
