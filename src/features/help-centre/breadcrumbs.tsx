import { useIntl } from "react-intl";
import { Breadcrumbs as Trail } from "../../components/breadcrumbs";
import type { HelpLink } from "../../page-context/help-page-data";
import { useTextLang } from "./text-lang";

export { breadcrumbJsonLd } from "../../seo/json-ld";

/** Home › category › section › article: the help centre's trail, named in the page's language, each API title in its own. */
export function Breadcrumbs({ items }: { items: readonly HelpLink[] }) {
  const intl = useIntl();
  const lang = useTextLang();
  const trail = items.map(({ title, path, locale }) => ({ title, path, lang: lang(locale) }));
  return <Trail items={trail} label={intl.formatMessage({ id: "help.breadcrumbs" })} />;
}
