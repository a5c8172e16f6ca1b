import type { NavEntry } from "../../components/burger-menu/groups";
import { nearPart } from "../../components/near-part";
import type { BillboardImage } from "../../page-context/built-image";
import type { FooterBlock } from "../parts/footer/site-footer";
import { views } from "./later-parts";

/**
 * The billboard of a page with `isBillboard`: a picture, nothing to hydrate, so a first visit keeps the
 * server's and never downloads its code; a page reached by client-side navigation loads it.
 */
export const Billboard = nearPart<{ image: BillboardImage }>(() => views().then((m) => m.Billboard), null);

/** The menu's links for screen readers: out of sight and out of the tab order, plain links with nothing to hydrate, kept the same way. */
export const HiddenNavList = nearPart<{ entries: readonly NavEntry[] }>(() => views().then((m) => m.HiddenNavList), null);

/**
 * The footer, below the booking engine, the hero and the blocks: its code loads when it comes near;
 * its links work without it, and the privacy settings' button answers from then on. Other layouts,
 * whose first screen may reach it, keep it in their chunk.
 */
export const SiteFooter = nearPart<{ footer: FooterBlock | undefined }>(() => views().then((m) => m.SiteFooter), "10%");

/** Fetches the parts' code, after which they render at once (tests). */
export const preloadKeptParts = (): Promise<unknown> => Promise.all([Billboard.preload(), HiddenNavList.preload(), SiteFooter.preload()]);
