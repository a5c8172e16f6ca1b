import type { PageProps } from "gatsby";
import { FormattedMessage, useIntl } from "react-intl";
import { useSitePage } from "../page-context/site-page";
import type { SitePageContext } from "../page-context/page-context";
import { ErrorPageHead } from "./error-head";
import { TemplatePage } from "./any-layout";

/**
 * The 500 page, also shown in place of a page whose data answered 500. "Try again" loads the visited
 * address afresh (a plain link, so it works before and without the client-side app).
 */
export default function ServerErrorPage({ location }: PageProps<object, SitePageContext>) {
  const { market, pagePath } = useSitePage();
  const intl = useIntl();
  const home = market.pathPrefix || "/";
  // At its own address (or its build path) the page offers the homepage; in place of another page, that page.
  const ownAddress = location.pathname.endsWith(pagePath) || location.pathname.endsWith(`${pagePath}.html`);
  const again = ownAddress ? home : `${location.pathname}${location.search}`;
  return (
    <TemplatePage>
      <nav aria-label={intl.formatMessage({ id: "notFound.links.label" })}>
        <ul>
          <li>
            <a href={again}>
              <FormattedMessage id="serverError.retry" />
            </a>
          </li>
          <li>
            <a href={home}>
              <FormattedMessage id="notFound.links.home" />
            </a>
          </li>
        </ul>
      </nav>
    </TemplatePage>
  );
}

export const Head = ErrorPageHead;
