import RideLayout from "../layouts/ride";
import { HelpHead, helpTemplate } from "./parts/help-template";
import { HelpSectionScreen } from "../features/help-centre/screens/section";

/** The ride help centre's section page, in the ride layout. */
export default helpTemplate(RideLayout, HelpSectionScreen);

export const Head = HelpHead;
