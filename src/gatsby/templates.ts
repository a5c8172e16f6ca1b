import { resolve } from "node:path";
import type { LayoutName, TemplateName } from "../content/schema";

/** Templates with a part of their own; they keep the run-time layout switch (page-template.tsx). */
const ownComponent: Partial<Record<TemplateName, string>> = {
  "not-found": "not-found",
  "server-error": "server-error",
};

/** The page component of each layout, under src/templates/by-layout/. */
const byLayout: Record<LayoutName, string> = {
  ibe: "ibe",
  ride: "ride",
  funnel: "funnel",
  zen: "zen",
  standalone: "standalone",
  navigation: "navigation",
  navigationWithoutLayout: "navigation-without-layout",
  default: "default",
  empty: "empty",
  plus: "plus",
  promotion: "promotion",
};

/**
 * Absolute path of a page's component, as createPage wants it. Every template but the error pages
 * is the editorial body in a layout, so the component is picked by layout: the page's JavaScript then
 * carries its own layout only.
 */
export const pageComponent = (template: TemplateName, layout: LayoutName, root = process.cwd()): string => {
  const own = ownComponent[template];
  return own ? resolve(root, "src", "templates", `${own}.tsx`) : resolve(root, "src", "templates", "by-layout", `${byLayout[layout]}.tsx`);
};
