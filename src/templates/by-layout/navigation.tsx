import NavigationLayout from "../../layouts/navigation";
import { contentParts } from "../../components/blocks/block-views";
import { layoutTemplate, TemplateHead } from "../page-content";

/** Every page whose content names the navigation layout. */
export default layoutTemplate(NavigationLayout, contentParts);

export const Head = TemplateHead;
