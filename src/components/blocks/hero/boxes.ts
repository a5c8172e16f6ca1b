import { media } from "../../../theme/media";
import { BILLBOARD } from "../../billboard/boxes";

// The content column is at most 1152 px wide (boxes.ts, which lists every block's boxes); apart from the others' so that a first view with a hero carries only its own.

/**
 * The hero: the billboard's boxes (spec §9, 1600x640 from 650 px, 375x400 below) and file widths. On a
 * phone it runs from edge to edge; wider, it fills the content column.
 */
export const HERO = {
  desktop: { ...BILLBOARD.desktop, sizes: `${media.screenQuery(1200)} 1152px, calc(100vw - 3rem)` },
  mobile: { ...BILLBOARD.mobile, sizes: "100vw" },
} as const;
