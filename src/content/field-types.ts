import { z } from "zod";

/** A URL, or a `{token}` that content:check fills from the market and checks again. */
export const href = z
  .string()
  .regex(/^(https?:\/\/|mailto:|tel:|\/|#|\{[A-Za-z.]+\})/, "expected a URL starting with https://, http://, mailto:, tel:, / or #");

/** An image of the site's own in content/_media/, built into AVIF and WebP at the widths the page shows it at. */
export const mediaFile = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9-]*\.(svg|png|jpe?g|webp)$/,
    "expected a file name in content/_media/ such as road-trip.svg (lower case, svg, png, jpg or webp)",
  );
