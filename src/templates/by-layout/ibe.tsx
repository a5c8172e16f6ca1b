import IbeLayout from "../../layouts/ibe";
import { laterParts } from "../../layouts/ibe/later-parts";
import { layoutTemplate, TemplateHead } from "../page-content";

/**
 * Every page whose content names the ibe layout. Its first screen is the booking engine and a hero, so
 * the blocks after the hero, the body and the questions load their code when near.
 */
export default layoutTemplate(IbeLayout, laterParts);

export const Head = TemplateHead;
