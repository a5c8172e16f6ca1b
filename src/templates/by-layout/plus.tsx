import PlusLayout from "../../layouts/plus";
import { layoutTemplate, TemplateHead } from "../page-template";

/** Every page whose content names the plus layout. */
export default layoutTemplate(PlusLayout);

export const Head = TemplateHead;
