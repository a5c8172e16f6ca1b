import { FormattedMessage, useIntl } from "react-intl";
import { ContentLink } from "../components/link";
import { useSitePage } from "../page-context/site-page";
import { marketUrls } from "../urls/market-urls";
import { ErrorPageHead } from "./error-head";
import { TemplatePage } from "./any-layout";

/** The market's 404 page: says the page is gone and offers the homepage, branch finder and fleet. */
export default function NotFoundPage() {
  const { market } = useSitePage();
  const intl = useIntl();
  const urls = marketUrls(market);
  const links = [
    { href: urls.home, id: "notFound.links.home" },
    { href: urls.stationFinder, id: "notFound.links.branches" },
    // Markets without a fleet page show their fleet in the online booking.
    { href: urls.fleet ?? urls.online, id: "notFound.links.fleet" },
  ];
  return (
    <TemplatePage>
      <nav aria-label={intl.formatMessage({ id: "notFound.links.label" })}>
        <ul>
          {links.map((link) => (
            <li key={link.id}>
              <ContentLink href={link.href}>
                <FormattedMessage id={link.id} />
              </ContentLink>
            </li>
          ))}
        </ul>
      </nav>
    </TemplatePage>
  );
}

export const Head = ErrorPageHead;
