import type { IntlShape } from "react-intl";
import type { Screen } from "../../theme/media";
import { needsSignIn } from "../../urls/account-routes";

/** A nav_list entry as the content schema gives it (spec §3 nav link). */
export type NavEntry = {
  type: "header" | "link";
  title: string;
  url?: string;
  target?: number;
  account?: boolean;
  gap_after?: boolean;
  start_open?: boolean;
};

/** How a link into the account area is marked: whether its route asks the visitor to sign in. */
export type AccountLink = { signIn: boolean };

/** A link of the burger menu; `account` is set on links into the account area. */
export type MenuLink = { title: string; url: string; target?: number; gapAfter: boolean; account?: AccountLink };

/** The account mark of an entry flagged `account` (spec §3's account-related flag), none on others. */
export const accountLinkOf = (entry: Pick<NavEntry, "account" | "url">): AccountLink | undefined =>
  entry.account === true && entry.url !== undefined ? { signIn: needsSignIn(entry.url) } : undefined;

/** What screen readers hear after an account link's text: that it opens the account, and whether sign-in is needed. */
export const accountHint = (intl: IntlShape, link: AccountLink): string =>
  ` (${intl.formatMessage({ id: "shell.menu.account" }, { signIn: link.signIn ? "yes" : "no" })})`;

/** A group of the burger menu: a header and its links. */
export type MenuGroup = { title: string; startOpen: boolean; links: MenuLink[] };

/** Groups the flat nav_list: a header starts a group, links belong to the last header (links before any header form an untitled group). */
export function menuGroups(entries: readonly NavEntry[]): MenuGroup[] {
  const groups: MenuGroup[] = [];
  for (const entry of entries) {
    if (entry.type === "header") {
      groups.push({ title: entry.title, startOpen: entry.start_open === true, links: [] });
      continue;
    }
    if (entry.url === undefined) continue;
    if (groups.length === 0) groups.push({ title: "", startOpen: true, links: [] });
    const link: MenuLink = { title: entry.title, url: entry.url, target: entry.target, gapAfter: entry.gap_after === true };
    const account = accountLinkOf(entry);
    groups[groups.length - 1]?.links.push(account ? { ...link, account } : link);
  }
  return groups;
}

/** Spec §9: the menu shows all columns from 992 px with more than 4 groups, else from 780 px. */
export const fullSizeBreakpoint = (groupCount: number): Screen => (groupCount > 4 ? 992 : 780);
