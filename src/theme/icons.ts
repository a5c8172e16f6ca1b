import type { IconName } from "./icon-names";

/**
 * The path data of every icon: one `d` on a 24×24 grid, drawn in `currentColor` (fill), so an icon takes
 * its text's colour in both colour schemes. Content picks icons by name; the build copies the paths a
 * page uses into its data (no icon table in the browser bundle), and code that shows a fixed icon takes
 * its path from here.
 *
 * Placeholder geometry (a ring) until the icon set is drawn.
 */
const ring = "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 3a7 7 0 1 1 0 14 7 7 0 0 1 0-14z";

export const iconPaths: Readonly<Record<IconName, string>> = {
  car: ring,
  van: ring,
  truck: ring,
  ride: ring,
  share: ring,
  plus: ring,
  "free-cancellation": ring,
  airport: ring,
  branch: ring,
  clock: ring,
  shield: ring,
  star: ring,
  price: ring,
  electric: ring,
  app: ring,
  phone: ring,
  mail: ring,
  chat: ring,
  check: ring,
  arrow: ring,
};
