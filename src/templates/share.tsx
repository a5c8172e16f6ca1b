import { TemplateHead, TemplatePage } from "./page-template";

/** The share template. */
export default function SharePage() {
  return <TemplatePage />;
}

export const Head = TemplateHead;
