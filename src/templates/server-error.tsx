import { TemplateHead, TemplatePage } from "./page-template";

/** The server error template. */
export default function ServerErrorPage() {
  return <TemplatePage />;
}

export const Head = TemplateHead;
