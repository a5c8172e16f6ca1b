import ZenLayout from "../../layouts/zen";
import { layoutTemplate, TemplateHead } from "../page-template";

/** Every page whose content names the zen layout. */
export default layoutTemplate(ZenLayout);

export const Head = TemplateHead;
