import NavigationLayout from "../layouts/navigation";
import { BranchHead, branchTemplate } from "./parts/branch-template";
import { BranchCityScreen } from "../features/branch-finder/screens/city";

/** One city's branches, below the branch finder, in the navigation layout. */
export default branchTemplate(NavigationLayout, "city", BranchCityScreen);

export const Head = BranchHead;
