import NavigationLayout from "../../layouts/navigation";
import { layoutTemplate, TemplateHead } from "../page-template";

/** Every page whose content names the navigation layout. */
export default layoutTemplate(NavigationLayout);

export const Head = TemplateHead;
