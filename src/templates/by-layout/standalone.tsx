import StandaloneLayout from "../../layouts/standalone";
import { layoutTemplate, TemplateHead } from "../page-template";

/** Every page whose content names the standalone layout. */
export default layoutTemplate(StandaloneLayout);

export const Head = TemplateHead;
