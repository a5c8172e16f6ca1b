import type { ReactNode } from "react";
import { contentParts } from "../components/blocks/block-views";
import { Content } from "./page-content";

export { TemplateHead } from "./page-content";

/** What a template of its own shows inside its layout (page-content.tsx), with its content parts in its chunk. */
export function PageContent({ children }: { children?: ReactNode }) {
  return <Content parts={contentParts}>{children}</Content>;
}
