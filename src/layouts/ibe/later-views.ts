// What the ibe layout's parts load when near, in one chunk (later-parts.tsx).
export { Billboard } from "../../components/billboard/billboard";
export { BlockView, BodyBlock, FaqList, PriceFrom } from "../../components/blocks/block-views";
export { HiddenNavList } from "../parts/header/hidden-nav-list";
export { SiteFooter } from "../parts/footer/site-footer";
