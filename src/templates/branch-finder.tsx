import NavigationLayout from "../layouts/navigation";
import { BranchHead, branchTemplate } from "./parts/branch-template";
import { BranchFinderScreen } from "../features/branch-finder/screens/finder";

/** The branch finder at the market's station-finder slug, in the navigation layout. */
export default branchTemplate(NavigationLayout, "finder", BranchFinderScreen);

export const Head = BranchHead;
