import { media } from "../../theme/media";

/** Where the billboard's desktop image takes over from the mobile one: the `sm` theme size, 650 px. */
export const BILLBOARD_DESKTOP_QUERY = media.sizeQuery("sm");

/**
 * The billboard's boxes (spec §9: desktop 1600x640, mobile 375x400) and the file widths each is
 * built at: one to three times the box on phones, half to one and a half times it on wider screens,
 * where the box is at most 1600 px wide.
 */
export const BILLBOARD = {
  desktop: { width: 1600, height: 640, widths: [800, 1200, 1600, 2400], sizes: `${media.screenQuery(1600)} 1600px, 100vw` },
  mobile: { width: 375, height: 400, widths: [375, 750, 1125], sizes: "100vw" },
} as const;
