import RideLayout from "../layouts/ride";
import { HelpHead, helpTemplate } from "./parts/help-template";
import { HelpCategoryScreen } from "../features/help-centre/screens/category";

/** The ride help centre's category page, in the ride layout. */
export default helpTemplate(RideLayout, HelpCategoryScreen);

export const Head = HelpHead;
