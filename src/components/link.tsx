import { Link } from "gatsby";
import type { ReactNode } from "react";
import { isSitePath } from "../markup/links";

/**
 * Spec §2 targets: 0 same window, 1 new window without opener, other values passed through as a
 * named window. A named window is another browsing context too, so it gets no opener or referrer either.
 */
export function targetProps(target: number | undefined): { target?: string; rel?: string } {
  if (target === undefined || target === 0) return {};
  if (target === 1) return { target: "_blank", rel: "noopener noreferrer" };
  return { target: String(target), rel: "noopener noreferrer" };
}

/** Props of ContentLink: the CMS's href and numeric target; onClick lets a menu close on choice. */
export type ContentLinkProps = {
  href: string;
  target?: number;
  children: ReactNode;
  className?: string;
  title?: string;
  /** The language of the link's text where it differs from the page's (a help article in English on a Danish page). */
  lang?: string;
  /** Marks the link to the page being shown (aria-current="page"). */
  current?: boolean;
  onClick?: () => void;
};

/** A content link with the CMS's numeric target; links to site pages use Gatsby's client-side routing. */
export function ContentLink({ href, target, children, current, ...rest }: ContentLinkProps) {
  const windowProps = targetProps(target);
  // Gatsby's Link marks the current page itself; an explicit flag serves plain links too.
  const shared = current ? { ...rest, "aria-current": "page" as const } : rest;
  if (isSitePath(href) && !windowProps.target) {
    return (
      <Link to={href} {...shared}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...shared} {...windowProps}>
      {children}
    </a>
  );
}
