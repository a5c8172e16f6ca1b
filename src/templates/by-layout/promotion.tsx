import type { HeadFC } from "gatsby";
import { PromotionHeroPreload } from "../../components/promotion-hero/preload";
import PromotionLayout from "../../layouts/promotion";
import type { SitePageContext } from "../../page-context/page-context";
import { contentParts } from "../../components/blocks/block-views";
import { layoutTemplate, TemplateHead } from "../page-content";

/** Every page whose content names the promotion layout. */
export default layoutTemplate(PromotionLayout, contentParts);

/** Every template's head, and the preload of the hero's photo, the page's largest paint. */
export const Head: HeadFC<object, SitePageContext> = (props) => (
  <>
    <TemplateHead {...props} />
    {props.pageContext.layout === "promotion" && (
      <PromotionHeroPreload promotion={props.pageContext.airportPromotion} domain={props.pageContext.domain} />
    )}
  </>
);
