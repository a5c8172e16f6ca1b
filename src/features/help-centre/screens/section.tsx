import type { HelpScreenProps } from "../../../page/help-page-data";
import { ArticleList } from "../parts";

/** A section: its articles. */
export function HelpSectionScreen({ help }: HelpScreenProps) {
  const crumb = help.breadcrumbs[help.breadcrumbs.length - 1];
  if (help.screen.kind !== "section" || !crumb) return null;
  return (
    <>
      <h1>{crumb.title}</h1>
      <ArticleList articles={help.screen.articles} />
    </>
  );
}
