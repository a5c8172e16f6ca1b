import RideLayout from "../../layouts/ride";
import { layoutTemplate, TemplateHead } from "../page-template";

/** Every page whose content names the ride layout. */
export default layoutTemplate(RideLayout);

export const Head = TemplateHead;
