import DefaultLayout from "../../layouts/default";
import { contentParts } from "../../components/blocks/block-views";
import { layoutTemplate, TemplateHead } from "../page-content";

/** Every page whose content names the default layout. */
export default layoutTemplate(DefaultLayout, contentParts);

export const Head = TemplateHead;
