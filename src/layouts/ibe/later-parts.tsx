import type { ContentParts } from "../../components/blocks/page-blocks";
import { nearPart } from "../../components/near-part";
import type { BuiltBlock } from "../../page-context/blocks";

/**
 * The one chunk of the ibe layout's parts that load when near (these and kept-parts.tsx'): one file and
 * one entry in webpack's runtime, which every page downloads, instead of one per part.
 */
export const views = () => import("./later-views");

/**
 * The content parts of a template whose first screen they are not in (the ibe layout's: booking engine,
 * then the hero), each loading its code when it comes near (src/components/near-part.tsx): their HTML
 * is complete without it, and a first view that never scrolls there downloads none of it. A tenth of
 * the screen ahead: the script only adds client-side routing and prefetching to links that already work.
 */
const Block = nearPart<{ block: BuiltBlock; id: string }>(() => views().then((m) => m.BlockView), "10%");
const Body = nearPart<object>(() => views().then((m) => m.BodyBlock), "10%");
const Questions = nearPart<object>(() => views().then((m) => m.FaqList), "10%");
const Price = nearPart<object>(() => views().then((m) => m.PriceFrom), "10%");
export const laterParts: ContentParts = { Block, Body, Questions, Price };

/** Fetches the parts' code, after which they render at once (tests). */
export const preloadLaterParts = (): Promise<unknown> => Promise.all([Block, Body, Questions, Price].map((part) => part.preload()));
