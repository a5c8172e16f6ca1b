import { createIntl } from "react-intl";
import type { SitePageContext } from "../../page-context/page-context";
import { routeOf } from "./routes";

/**
 * The account area's document title for a hash: the route's name before the page's title ("My
 * bookings – My account | Movanta"), the page's title alone on the home. The server HTML's context
 * carries no messages (src/i18n/build/page-messages.ts), but neither a hash: it gets the page's title.
 */
export function accountTitle(page: Pick<SitePageContext, "title" | "market" | "messages">, hash: string): string {
  const route = routeOf(hash, page.market);
  // Typed as always there, the messages are missing in the server render's head.
  const messages: SitePageContext["messages"] | undefined = page.messages;
  if (route.id === "overview" || !messages) return page.title;
  const intl = createIntl({ locale: page.market.locale, defaultLocale: "en-US", messages });
  return intl.formatMessage(
    { id: "account.documentTitle" },
    { route: intl.formatMessage({ id: `account.route.${route.id}` }), title: page.title },
  );
}
