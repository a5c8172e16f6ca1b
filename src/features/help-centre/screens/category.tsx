import { ContentLink } from "../../../components/link";
import type { HelpScreenProps } from "../../../page-context/help-page-data";
import { ArticleList, Block } from "../parts";
import { useTextLang } from "../text-lang";

/** A category: its sections, each with its articles. */
export function HelpCategoryScreen({ help }: HelpScreenProps) {
  const lang = useTextLang();
  const crumb = help.breadcrumbs[help.breadcrumbs.length - 1];
  if (help.screen.kind !== "category" || !crumb) return null;
  return (
    <>
      <h1 lang={lang(crumb.locale)}>{crumb.title}</h1>
      {/* The description comes with the category's title, in its language. */}
      <p lang={lang(crumb.locale)}>{help.screen.description}</p>
      {help.screen.sections.map((section, i) => (
        <Block key={section.path} aria-labelledby={`help-section-${i}`}>
          <h2 id={`help-section-${i}`}>
            <ContentLink href={section.path} lang={lang(section.locale)}>
              {section.title}
            </ContentLink>
          </h2>
          <ArticleList articles={section.articles} />
        </Block>
      ))}
    </>
  );
}
