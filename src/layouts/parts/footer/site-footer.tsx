import { nearPart } from "../../../components/near-part";
import type { FooterBlock } from "./footer-view";

export type { FooterBlock } from "./footer-view";

/**
 * The page footer (footer-view.tsx), with its code in a chunk loaded when it comes near
 * (src/components/near-part.tsx): its server HTML works without it, links and all, and the privacy
 * settings' button answers from then on.
 */
export const SiteFooter = nearPart<{ footer: FooterBlock | undefined }>(() => import("./footer-view").then((m) => m.FooterView), "10%");
