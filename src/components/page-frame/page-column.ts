import { css } from "styled-components";
import { theme } from "../../theme/theme";
import { media } from "../../theme/media";

/** The centred column every region shares, so header, bands, content and footer line up. */
export const pageColumn = (width: string = theme.maxWidth) => css`
  max-width: ${width};
  margin-left: auto;
  margin-right: auto;
  padding-left: 1rem;
  padding-right: 1rem;
  ${media.up("sm")} {
    padding-left: 1.5rem;
    padding-right: 1.5rem;
  }
`;
