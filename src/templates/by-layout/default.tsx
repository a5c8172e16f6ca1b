import DefaultLayout from "../../layouts/default";
import { layoutTemplate, TemplateHead } from "../page-template";

/** Every page whose content names the default layout. */
export default layoutTemplate(DefaultLayout);

export const Head = TemplateHead;
