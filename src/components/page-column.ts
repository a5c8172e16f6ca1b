import { css } from "styled-components";
import { theme } from "../theme/theme";
import { media } from "../theme/media";

/** The centred column every region shares, so header, bands, content and footer line up. */
export const pageColumn = (width: string = theme.maxWidth) => css`
  max-width: ${width};
  margin-inline: auto;
  padding-inline: var(--space-4);
  ${media.up("sm")} {
    padding-inline: var(--space-5);
  }
`;
