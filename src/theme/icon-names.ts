/**
 * The names of the site's icons (drawn in src/components/icons/): content names them (a reason to book's
 * `icon`), so the list sits below the content schema; the icon set draws exactly these.
 */
export const iconNames = [
  // product lines
  "car",
  "van",
  "truck",
  "ride",
  "share",
  "plus",
  // reasons to book
  "free-cancellation",
  "airport",
  "branch",
  "clock",
  "shield",
  "star",
  "price",
  "electric",
  "app",
  // contact channels
  "phone",
  "mail",
  "chat",
  // interface
  "check",
  "arrow",
  "account",
] as const;

/** One icon of the set. */
export type IconName = (typeof iconNames)[number];
