import { FormattedMessage } from "react-intl";
import { ContentLink } from "../../../components/link";
import { PageBody } from "../../../components/page-body";
import type { HelpScreenProps } from "../../../page/help-page-data";
import { ArticleVote } from "../vote/article-vote";
import { ArticleList, Block } from "../parts";
import { useTextLang } from "../text-lang";

/** An article: its heading and body (in the article's language), the vote, and the other articles of its section. */
export function HelpArticleScreen({ help }: HelpScreenProps) {
  const lang = useTextLang();
  if (help.screen.kind !== "article") return null;
  const { id, related, allInSection, locale } = help.screen;
  return (
    <>
      <article lang={lang(locale)}>
        <PageBody />
      </article>
      <ArticleVote info={help.info} articleId={id} />
      {related.length > 0 && (
        <Block aria-labelledby="help-related">
          <h2 id="help-related">
            <FormattedMessage id="help.related.title" />
          </h2>
          <ArticleList articles={related} />
          {allInSection && (
            <p>
              <ContentLink href={allInSection}>
                <FormattedMessage id="help.related.all" />
              </ContentLink>
            </p>
          )}
        </Block>
      )}
    </>
  );
}
