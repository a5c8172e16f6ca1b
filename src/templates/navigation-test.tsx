import { TemplateHead, TemplatePage } from "./page-template";

/** The navigation test template. */
export default function NavigationTestPage() {
  return <TemplatePage />;
}

export const Head = TemplateHead;
