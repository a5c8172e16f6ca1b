import type { ReactNode } from "react";
import { vi } from "vitest";

/** Props of Gatsby's Link that its router reads and never puts on the anchor. */
const ROUTER_PROPS = new Set(["getProps", "activeClassName", "activeStyle", "partiallyActive", "state", "replace"]);

/** Gatsby's Link and navigate without Gatsby's runtime: a plain link and a spy. */
export function Link({ to, children, ...rest }: { to: string; children?: ReactNode; [prop: string]: unknown }) {
  const anchorProps = Object.fromEntries(Object.entries(rest).filter(([name]) => !ROUTER_PROPS.has(name)));
  return (
    <a href={to} {...anchorProps}>
      {children}
    </a>
  );
}

/** Records client-side navigations. */
export const navigate = vi.fn();
