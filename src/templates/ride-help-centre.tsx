import { TemplateHead, TemplatePage } from "./page-template";

/** The ride help centre template. */
export default function RideHelpCentrePage() {
  return <TemplatePage />;
}

export const Head = TemplateHead;
