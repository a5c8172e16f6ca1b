import { cssVar, theme } from "../../theme/theme";
import { NOTICE_REGION_ID } from "./load-notice-ids";

const region = `#${NOTICE_REGION_ID}`;

/**
 * The notice's looks: a card at the window's foot, above every layer, in the theme's warning colours.
 * The region is hidden while empty: an alert shown with its words is announced, and an empty one
 * would be one more alert on every page.
 */
export const noticeCss = `
${region}:not([hidden]) { position: fixed; z-index: ${theme.layers.overlay + 1}; inset-inline: ${theme.space[4]}; bottom: ${theme.space[4]}; max-width: ${theme.maxWidth}; margin-inline: auto; padding: ${theme.space[4]}; display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space[3]}; background: ${cssVar("warningSurface")}; color: ${cssVar("text")}; border-inline-start: 4px solid ${cssVar("warning")}; border-radius: ${theme.radii.md}; box-shadow: ${theme.elevation[3]}; font-family: ${theme.font.family}; font-size: ${theme.type.md.size}; line-height: ${theme.type.md.lineHeight}; }
${region} p { margin: 0; flex: 1 1 20rem; }
${region} button { font: inherit; padding: ${theme.space[2]} ${theme.space[4]}; border: 2px solid currentColor; border-radius: ${theme.radii.sm}; background: transparent; color: inherit; cursor: pointer; }
${region} button:focus-visible { outline: 3px solid ${cssVar("focus")}; outline-offset: 2px; }
`;
