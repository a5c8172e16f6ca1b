import EmptyLayout from "../../layouts/empty";
import { contentParts } from "../../components/blocks/block-views";
import { layoutTemplate, TemplateHead } from "../page-content";

/** Every page whose content names the empty layout. */
export default layoutTemplate(EmptyLayout, contentParts);

export const Head = TemplateHead;
