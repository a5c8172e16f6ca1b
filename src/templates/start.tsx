import { TemplateHead, TemplatePage } from "./page-template";

/** The start template. */
export default function StartPage() {
  return <TemplatePage />;
}

export const Head = TemplateHead;
