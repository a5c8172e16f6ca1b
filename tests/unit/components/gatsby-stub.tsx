import type { ReactNode } from "react";
import { vi } from "vitest";

/** Gatsby's Link and navigate without Gatsby's runtime: a plain link and a spy. */
export function Link({ to, children, ...rest }: { to: string; children?: ReactNode; [prop: string]: unknown }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

/** Records client-side navigations. */
export const navigate = vi.fn();
