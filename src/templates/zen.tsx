import { TemplateHead, TemplatePage } from "./page-template";

/** The zen template. */
export default function ZenPage() {
  return <TemplatePage />;
}

export const Head = TemplateHead;
