import type { ReactNode } from "react";
import { awayFromHomeScript } from "./components/news-banner/home-route";
import { globalCss } from "./theme/global-style";
import { siteIconDataUrl } from "./theme/site-icon";
import { palette } from "./theme/palette";

/** What Gatsby hands its HTML document component. */
type HtmlProps = {
  htmlAttributes: object;
  headComponents: ReactNode;
  bodyAttributes: object;
  preBodyComponents: ReactNode;
  body: string;
  postBodyComponents: ReactNode;
};

/**
 * The HTML document of every page: Gatsby's default with the spec §9 viewport (no zooming out below 1),
 * the site icon, and colours that follow the system's colour scheme (the web manifest is linked by
 * the page's starter, src/shell/page-loading/build/start-after-paint.ts).
 */
export default function Html({ htmlAttributes, headComponents, bodyAttributes, preBodyComponents, body, postBodyComponents }: HtmlProps) {
  return (
    // eslint-disable-next-line jsx-a11y/html-has-lang -- `lang` arrives in htmlAttributes: each page's Head sets it (components/seo-head.tsx)
    <html {...htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="x-ua-compatible" content="ie=edge" />
        <meta name="viewport" content="width=device-width, initial-scale=1, minimum-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={palette.light.background} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={palette.dark.background} />
        {/* The icon as a data URL and the manifest linked after the first paint (start-after-paint.ts): no request before it. */}
        <link rel="icon" href={siteIconDataUrl} type="image/svg+xml" />
        {/* A fixed script of the shell (no content in it): hides the news banner before the first paint off the home route. */}
        <script dangerouslySetInnerHTML={{ __html: awayFromHomeScript }} />
        {/* The shell's page-wide defaults (constants, no content), before every other style. */}
        <style dangerouslySetInnerHTML={{ __html: globalCss }} />
        {headComponents}
      </head>
      <body {...bodyAttributes}>
        {preBodyComponents}
        {/* Gatsby's own server-rendered page markup, not content: this is how Gatsby hydrates. */}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: body }} />
        {postBodyComponents}
      </body>
    </html>
  );
}
