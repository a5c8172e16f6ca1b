import { TemplateHead, TemplatePage } from "./page-template";

/** The help centre template. */
export default function HelpCentrePage() {
  return <TemplatePage />;
}

export const Head = TemplateHead;
