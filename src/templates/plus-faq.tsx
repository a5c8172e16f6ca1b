import PlusFaqLayout from "../layouts/plus/faq";
import { contentParts } from "../components/blocks/block-views";
import { layoutTemplate, TemplateHead } from "./page-content";

/** The plus layout's FAQ page (src/gatsby/templates.ts): its questions, a link to the offers and the reviews. */
export default layoutTemplate(PlusFaqLayout, contentParts);

export const Head = TemplateHead;
