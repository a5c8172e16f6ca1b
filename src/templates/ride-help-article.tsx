import RideLayout from "../layouts/ride";
import { HelpHead, helpTemplate } from "./parts/help-template";
import { HelpArticleScreen } from "../features/help-centre/screens/article";

/** The ride help centre's article page, in the ride layout. */
export default helpTemplate(RideLayout, HelpArticleScreen);

export const Head = HelpHead;
