import NavigationWithoutLayout from "../../layouts/navigation-without-layout";
import { layoutTemplate, TemplateHead } from "../page-template";

/** Every page whose content names the navigationWithoutLayout layout. */
export default layoutTemplate(NavigationWithoutLayout);

export const Head = TemplateHead;
