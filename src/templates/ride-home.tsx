import { TemplateHead, TemplatePage } from "./page-template";

/** The ride home template. */
export default function RideHomePage() {
  return <TemplatePage />;
}

export const Head = TemplateHead;
