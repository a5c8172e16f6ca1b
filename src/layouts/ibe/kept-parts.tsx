import type { NavEntry } from "../../components/burger-menu/groups";
import { nearPart } from "../../components/near-part";
import type { BillboardImage } from "../../page-context/built-image";

/**
 * The billboard of a page with `isBillboard`: a picture, nothing to hydrate, so a first visit keeps the
 * server's and never downloads its code; a page reached by client-side navigation loads it.
 */
export const Billboard = nearPart<{ image: BillboardImage }>(
  () => import("../../components/billboard/billboard").then((m) => m.Billboard),
  null,
);

/** The menu's links for screen readers: out of sight and out of the tab order, plain links with nothing to hydrate, kept the same way. */
export const HiddenNavList = nearPart<{ entries: readonly NavEntry[] }>(
  () => import("../parts/header/hidden-nav-list").then((m) => m.HiddenNavList),
  null,
);

/** Fetches both parts' code, after which they render at once (tests). */
export const preloadKeptParts = (): Promise<unknown> => Promise.all([Billboard.preload(), HiddenNavList.preload()]);
