import RideLayout from "../layouts/ride";
import { HelpHead, helpTemplate } from "./parts/help-template";
import { HelpHomeScreen } from "../features/help-centre/screens/home";

/** The ride help centre's home page, in the ride layout. */
export default helpTemplate(RideLayout, HelpHomeScreen);

export const Head = HelpHead;
