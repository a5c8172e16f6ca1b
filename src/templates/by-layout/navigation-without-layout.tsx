import NavigationWithoutLayout from "../../layouts/navigation-without-layout";
import { contentParts } from "../../components/blocks/block-views";
import { layoutTemplate, TemplateHead } from "../page-content";

/** Every page whose content names the navigationWithoutLayout layout. */
export default layoutTemplate(NavigationWithoutLayout, contentParts);

export const Head = TemplateHead;
