import PlusLayout from "../../layouts/plus";
import { contentParts } from "../../components/blocks/block-views";
import { layoutTemplate, TemplateHead } from "../page-content";

/** Every page whose content names the plus layout. */
export default layoutTemplate(PlusLayout, contentParts);

export const Head = TemplateHead;
