import { Link } from "gatsby";
import type { ReactNode } from "react";

/** Spec §2 targets: 0 same window, 1 new window without opener, other values passed through. */
export function targetProps(target: number | undefined): { target?: string; rel?: string } {
  if (target === undefined || target === 0) return {};
  if (target === 1) return { target: "_blank", rel: "noopener noreferrer" };
  return { target: String(target) };
}

/** Site pages load client-side; the account area and other hosts are separate applications. */
export const isSitePath = (href: string): boolean => /^\/(?!\/)/.test(href) && !href.startsWith("/account/");

/** A content link with the CMS's numeric target; links to site pages use Gatsby's client-side routing. */
export function ContentLink({ href, target, children, className }: { href: string; target?: number; children: ReactNode; className?: string }) {
  const windowProps = targetProps(target);
  if (isSitePath(href) && !windowProps.target) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} {...windowProps}>
      {children}
    </a>
  );
}
