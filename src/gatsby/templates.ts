import { resolve } from "node:path";
import type { TemplateName } from "../content/schema";

/** The component file behind each page template; help-centre templates share one component. */
const files: Record<TemplateName, string> = {
  start: "start",
  online: "online",
  "ride-home": "ride-home",
  "airport-promotion": "airport-promotion",
  corporate: "corporate",
  share: "share",
  zen: "zen",
  "not-found": "not-found",
  "server-error": "server-error",
  "help-home": "help-centre",
  "help-search": "help-centre",
  "help-category": "help-centre",
  "help-section": "help-centre",
  "help-article": "help-centre",
  "ride-help-home": "ride-help-centre",
  "ride-help-category": "ride-help-centre",
  "ride-help-section": "ride-help-centre",
  "ride-help-article": "ride-help-centre",
  "navigation-test": "navigation-test",
};

/** Absolute path of a template's component, as createPage wants it. */
export const templateComponent = (template: TemplateName, root = process.cwd()): string =>
  resolve(root, "src", "templates", `${files[template]}.tsx`);
