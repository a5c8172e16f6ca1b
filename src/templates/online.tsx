import { TemplateHead, TemplatePage } from "./page-template";

/** The online template. */
export default function OnlinePage() {
  return <TemplatePage />;
}

export const Head = TemplateHead;
