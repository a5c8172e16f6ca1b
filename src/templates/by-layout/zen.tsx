import ZenLayout from "../../layouts/zen";
import { contentParts } from "../../components/blocks/block-views";
import { layoutTemplate, TemplateHead } from "../page-content";

/** Every page whose content names the zen layout. */
export default layoutTemplate(ZenLayout, contentParts);

export const Head = TemplateHead;
