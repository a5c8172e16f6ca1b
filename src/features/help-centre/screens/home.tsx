import { FormattedMessage } from "react-intl";
import { ContentLink } from "../../../components/link";
import { ShellSlot } from "../../../runtime-apps/shell-slot";
import { PageBody } from "../../../components/page-body";
import { ContactForm } from "../contact/contact-form";
import { ContactOptions } from "../contact-options";
import type { HelpScreenProps } from "../../../page-context/help-page-data";
import { HelpSearch } from "../search/help-search";
import { ArticleList, Block, Cards } from "../parts";
import { useTextLang } from "../text-lang";

/** Help home: search, featured articles, categories with their sections, the help-center app's assistant, and the ways to contact us. */
export function HelpHomeScreen({ help }: HelpScreenProps) {
  const lang = useTextLang();
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
                <ContentLink href={category.path} lang={lang(category.locale)}>
                  {category.title}
                </ContentLink>
              </h3>
              <p lang={lang(category.locale)}>{category.description}</p>
              <ul>
                {category.sections.map((section) => (
                  <li key={section.path}>
                    <ContentLink href={section.path} lang={lang(section.locale)}>
                      {section.title}
                    </ContentLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </Cards>
      </Block>
      <ShellSlot slot="help-center" />
      <ContactOptions info={help.info} headingLevel={2} />
      {/* The contact route's hash (`#/help-and-contact`) is this section's id, so its links land here. */}
      <ContactForm info={help.info} id={help.info.contact.split("#")[1] ?? "contact-form"} />
    </>
  );
}
