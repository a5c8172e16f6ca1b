import { FormattedMessage } from "react-intl";
import { ContentLink } from "../../../components/link";
import { PageBody } from "../../../components/page-body";
import { dateOf } from "../../../i18n/local-date";
import type { HelpScreenProps } from "../../../page-context/help-page-data";
import { useMarketFormats } from "../../../page-context/use-market-formats";
import { ArticleVote } from "../vote/article-vote";
import { ArticleList, Block } from "../parts";
import { useTextLang } from "../text-lang";

/** An article: its heading and body (in the article's language), when it was last updated, the vote, and the other articles of its section. */
export function HelpArticleScreen({ help }: HelpScreenProps) {
  const lang = useTextLang();
  const formats = useMarketFormats();
  if (help.screen.kind !== "article") return null;
  const { id, related, allInSection, locale, updatedAt } = help.screen;
  // The API's day (UTC), so the page's HTML and its hydration write the same date in every time zone.
  const day = updatedAt.slice(0, 10);
  return (
    <>
      <article lang={lang(locale)}>
        <PageBody />
      </article>
      <p>
        <FormattedMessage id="help.article.updated" values={{ date: <time dateTime={day}>{formats.date(dateOf(day))}</time> }} />
      </p>
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
