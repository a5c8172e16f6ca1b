import { FormattedMessage } from "react-intl";
import { ContentLink } from "../../components/link";
import { PageBody } from "../../components/page-body";
import { ContactForm } from "./contact/contact-form";
import { ContactOptions } from "./contact-options";
import type { HelpScreenProps } from "./help-template";
import { ArticleList, Block, Cards } from "./parts";
import { HelpSearch } from "./search/help-search";
import { ArticleVote } from "./vote/article-vote";

/** Help home: search, featured articles, categories with their sections, and the ways to contact us. */
export function HelpHomeScreen({ help }: HelpScreenProps) {
  if (help.screen.kind !== "home") return null;
  const { featured, categories } = help.screen;
  return (
    <>
      <PageBody />
      <HelpSearch info={help.info} />
      {featured.length > 0 && (
        <Block aria-labelledby="help-featured">
          <h2 id="help-featured">
            <FormattedMessage id="help.featured.title" />
          </h2>
          <ArticleList articles={featured} />
        </Block>
      )}
      <Block aria-labelledby="help-topics">
        <h2 id="help-topics">
          <FormattedMessage id="help.categories.title" />
        </h2>
        <Cards>
          {categories.map((category) => (
            <li key={category.path}>
              <h3>
                <ContentLink href={category.path}>{category.title}</ContentLink>
              </h3>
              <p>{category.description}</p>
              <ul>
                {category.sections.map((section) => (
                  <li key={section.path}>
                    <ContentLink href={section.path}>{section.title}</ContentLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </Cards>
      </Block>
      <ContactOptions info={help.info} headingLevel={2} />
      {/* The contact route's hash (`#/help-and-contact`) is this section's id, so its links land here. */}
      <ContactForm info={help.info} id={help.info.contact.split("#")[1] ?? "contact-form"} />
    </>
  );
}

/** The search page: its heading and the search with its results. */
export function HelpSearchScreen({ help }: HelpScreenProps) {
  return (
    <>
      <PageBody />
      <HelpSearch info={help.info} />
    </>
  );
}

/** A category: its sections, each with its articles. */
export function HelpCategoryScreen({ help }: HelpScreenProps) {
  const crumb = help.breadcrumbs[help.breadcrumbs.length - 1];
  if (help.screen.kind !== "category" || !crumb) return null;
  return (
    <>
      <h1>{crumb.title}</h1>
      <p>{help.screen.description}</p>
      {help.screen.sections.map((section, i) => (
        <Block key={section.path} aria-labelledby={`help-section-${i}`}>
          <h2 id={`help-section-${i}`}>
            <ContentLink href={section.path}>{section.title}</ContentLink>
          </h2>
          <ArticleList articles={section.articles} />
        </Block>
      ))}
    </>
  );
}

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

/** An article: its body, the vote, and the other articles of its section. */
export function HelpArticleScreen({ help }: HelpScreenProps) {
  if (help.screen.kind !== "article") return null;
  const { id, related } = help.screen;
  return (
    <>
      <article>
        <PageBody />
      </article>
      <ArticleVote info={help.info} articleId={id} />
      {related.length > 0 && (
        <Block aria-labelledby="help-related">
          <h2 id="help-related">
            <FormattedMessage id="help.related.title" />
          </h2>
          <ArticleList articles={related} />
        </Block>
      )}
    </>
  );
}
