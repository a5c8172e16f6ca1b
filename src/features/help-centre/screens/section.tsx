import type { HelpScreenProps } from "../../../page-context/help-page-data";
import { ArticleList } from "../parts";
import { useTextLang } from "../text-lang";

/** A section: its articles. */
export function HelpSectionScreen({ help }: HelpScreenProps) {
  const lang = useTextLang();
  const crumb = help.breadcrumbs[help.breadcrumbs.length - 1];
  if (help.screen.kind !== "section" || !crumb) return null;
  return (
    <>
      <h1 lang={lang(crumb.locale)}>{crumb.title}</h1>
      <ArticleList articles={help.screen.articles} />
    </>
  );
}
