import StandaloneLayout from "../../layouts/standalone";
import { contentParts } from "../../components/blocks/block-views";
import { layoutTemplate, TemplateHead } from "../page-content";

/** Every page whose content names the standalone layout. */
export default layoutTemplate(StandaloneLayout, contentParts);

export const Head = TemplateHead;
