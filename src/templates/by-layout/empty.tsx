import EmptyLayout from "../../layouts/empty";
import { layoutTemplate, TemplateHead } from "../page-template";

/** Every page whose content names the empty layout. */
export default layoutTemplate(EmptyLayout);

export const Head = TemplateHead;
