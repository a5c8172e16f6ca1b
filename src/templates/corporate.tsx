import { TemplateHead, TemplatePage } from "./page-template";

/** The corporate template. */
export default function CorporatePage() {
  return <TemplatePage />;
}

export const Head = TemplateHead;
