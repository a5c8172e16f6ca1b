import FunnelLayout from "../../layouts/funnel";
import { contentParts } from "../../components/blocks/block-views";
import { layoutTemplate, TemplateHead } from "../page-content";

/** Every page whose content names the funnel layout. */
export default layoutTemplate(FunnelLayout, contentParts);

export const Head = TemplateHead;
