import RideLayout from "../../layouts/ride";
import { contentParts } from "../../components/blocks/block-views";
import { layoutTemplate, TemplateHead } from "../page-content";

/** Every page whose content names the ride layout. */
export default layoutTemplate(RideLayout, contentParts);

export const Head = TemplateHead;
