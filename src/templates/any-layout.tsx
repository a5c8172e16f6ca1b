import type { ReactNode } from "react";
import { PageLayout } from "../layouts";
import { PageContent } from "./page-template";

/**
 * The frame of a template with a part of its own (the error pages). Such a page may be shown in place
 * of any other, so it keeps the run-time layout switch and carries every layout; the other templates
 * get their layout at build time (by-layout/).
 */
export function TemplatePage({ children }: { children?: ReactNode }) {
  return (
    <PageLayout>
      <PageContent>{children}</PageContent>
    </PageLayout>
  );
}
