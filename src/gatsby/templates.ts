import { resolve } from "node:path";
import type { LayoutName, TemplateName } from "../content/schema";

/**
 * Templates with a part of their own (src/templates/<template>.tsx): the error pages, which stand in
 * for any page and so keep the run-time layout switch, the help centres' screens, each in its
 * centre's layout (navigation for rent, ride for ride), the screens of a visitor task
 * (src/features/<task>/), which pick their own layout (the branch finder and its city pages among
 * them), the plus campaign page, whose form takes the offers list's place (so neither page carries
 * the other's code), the legal pages, whose text keeps a readable line length and lists its
 * sections, the account area and the business sign-in and sign-up, each a runtime app's page, the
 * fleet pages (vans and trucks, cars), whose booking engine is told the vehicle type, and the
 * digital check-out's page, which mounts its app, the zen home, whose funnel starts at its own app, the
 * long-term rental page, whose hash picks its step, and the booking journey's step pages, each mounting
 * its step's app. `editorial` is the body in its layout, like most templates.
 */
export const ownComponentTemplates: ReadonlySet<string> = new Set<TemplateName>([
  "not-found",
  "server-error",
  "help-home",
  "help-search",
  "help-category",
  "help-section",
  "help-article",
  "ride-help-home",
  "ride-help-category",
  "ride-help-section",
  "ride-help-article",
  "ride-signup",
  "ride-confirm",
  "ride-thank-you",
  "plus-campaign",
  "legal",
  "account",
  "business-login",
  "business-signup",
  "branch-finder",
  "branch-city",
  "truck",
  "fleet",
  "digital-checkout",
  "zen-home",
  "long-term-rental",
  "booking-offers",
  "booking-extras",
  "booking-driver",
  "booking-confirmation",
]);

/**
 * Templates with a part of their own in one layout (src/templates/<file>.tsx), keyed `<layout>/<template>`:
 * the plus FAQ, which links the offers instead of listing them, so it carries none of the list's code.
 */
export const ownLayoutTemplates: Readonly<Record<string, string>> = { "plus/faq": "plus-faq" };

/** A layout's file name: its name in kebab case, as its folder under src/layouts/ (`navigationWithoutLayout` → `navigation-without-layout`). */
const fileOf = (layout: LayoutName): string => layout.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The file (under src/templates/) of a template's own component in a layout, if it has one. */
export function ownComponentOf(template: string, layout: string): string | undefined {
  return ownComponentTemplates.has(template) ? template : ownLayoutTemplates[`${layout}/${template}`];
}

/**
 * Absolute path of a page's component, as createPage wants it. Every other template is the editorial
 * body in a layout, so its component is its layout's (src/templates/by-layout/): the page's
 * JavaScript then carries its own layout only.
 */
export function pageComponent(template: TemplateName, layout: LayoutName, root = process.cwd()): string {
  const own = ownComponentOf(template, layout);
  return own ? resolve(root, "src", "templates", `${own}.tsx`) : resolve(root, "src", "templates", "by-layout", `${fileOf(layout)}.tsx`);
}
