import IbeLayout from "../../layouts/ibe";
import { layoutTemplate, TemplateHead } from "../page-template";

/** Every page whose content names the ibe layout. */
export default layoutTemplate(IbeLayout);

export const Head = TemplateHead;
