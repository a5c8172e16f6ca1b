import PromotionLayout from "../../layouts/promotion";
import { layoutTemplate, TemplateHead } from "../page-template";

/** Every page whose content names the promotion layout. */
export default layoutTemplate(PromotionLayout);

export const Head = TemplateHead;
