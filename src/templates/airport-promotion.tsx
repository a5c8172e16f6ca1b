import { TemplateHead, TemplatePage } from "./page-template";

/** The airport promotion template. */
export default function AirportPromotionPage() {
  return <TemplatePage />;
}

export const Head = TemplateHead;
