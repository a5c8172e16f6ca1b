import { createIntl } from "react-intl";
import type { Market } from "../../../markets/schema";
import type { SitePageContext } from "../../page-context/page-context";
import { NOTICE_ID } from "./notice-id";

/** A browser's name as the notice shows it: the config's key, capitalised. */
const browserName = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);

/**
 * The notice a browser that cannot run the site's scripts sees above the page (spec §4's
 * `unsupported-browser`): rendered by the server before Gatsby's root, hidden, so it costs supported
 * browsers nothing; the page's inline starter shows it and mounts the app into it
 * (./build/notice-code.ts). Its own text and the market's download links are the fallback when the app
 * is down.
 */
export function UnsupportedBrowserNotice({ market, messages }: { market: Market; messages: SitePageContext["messages"] }) {
  const intl = createIntl({ locale: market.locale, defaultLocale: "en-US", messages });
  return (
    <div
      id={NOTICE_ID}
      hidden
      role="region"
      aria-label={intl.formatMessage({ id: "shell.unsupported.label" })}
      data-market={market.id}
      data-locale={market.locale}
    >
      <div data-fallback="">
        <p>
          <strong>{intl.formatMessage({ id: "shell.unsupported.title" })}</strong>
        </p>
        <p>{intl.formatMessage({ id: "shell.unsupported.text" })}</p>
        <ul>
          {Object.entries(market.browserDownloadLink).map(([key, href]) => (
            <li key={key}>
              <a href={href} data-browser={key} target="_blank" rel="noopener noreferrer">
                {browserName(key)}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div data-app="" />
    </div>
  );
}
