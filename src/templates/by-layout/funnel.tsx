import FunnelLayout from "../../layouts/funnel";
import { layoutTemplate, TemplateHead } from "../page-template";

/** Every page whose content names the funnel layout. */
export default layoutTemplate(FunnelLayout);

export const Head = TemplateHead;
