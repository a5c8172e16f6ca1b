import { useIntl } from "react-intl";
import { Breadcrumbs as Trail } from "../../components/breadcrumbs";
import type { HelpLink } from "../../page/help-page-data";

export { breadcrumbJsonLd } from "../../seo/json-ld";

/** Home › category › section › article: the help centre's trail, named in the page's language. */
export function Breadcrumbs({ items }: { items: readonly HelpLink[] }) {
  const intl = useIntl();
  return <Trail items={items} label={intl.formatMessage({ id: "help.breadcrumbs" })} />;
}
