import { useMemo } from "react";
import { useIntl } from "react-intl";
import { MarkupView } from "../markup/render";
import type { Outline } from "../markup/types";
import { useSitePage } from "../page-context/site-page";
import { PROSE } from "../theme/theme";

/**
 * The page's editorial text through the markup renderer. Seasons and [Year] follow the season the
 * page was built in (its `seasonStart`), in the static HTML and in the browser alike: no second
 * render and no shift; CI rebuilds the sites at each season boundary.
 * `contents` lists the text's sections after its title (long pages such as the terms); pages pass
 * the outline function, so the others never load it.
 */
export function PageBody({ contents }: { contents?: Outline }) {
  const page = useSitePage();
  const intl = useIntl();
  // The renderer's own words (footnotes, back links, video titles, contents) in the page's language.
  const labels = useMemo(
    () => ({
      footnotes: intl.formatMessage({ id: "markup.footnotes" }),
      backToReference: (n: number) => intl.formatMessage({ id: "markup.backToReference" }, { n }),
      youtube: intl.formatMessage({ id: "markup.youtube" }),
      contents: intl.formatMessage({ id: "markup.contents" }),
    }),
    [intl],
  );
  const now = new Date(page.seasonStart);
  if (!page.body)
    return (
      <div className={PROSE}>
        <h1>{page.title}</h1>
      </div>
    );
  const context = { year: now.getUTCFullYear(), now, branchName: page.branch_name, cityName: page.city_name, labels, contents };
  return (
    <div className={PROSE}>
      <MarkupView document={page.body} context={context} />
    </div>
  );
}
