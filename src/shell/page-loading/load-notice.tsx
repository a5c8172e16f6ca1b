import { createIntl } from "react-intl";
import type { CompiledMessages } from "../../i18n/build/page-messages";
import { NOTICE_REGION_ID, noticeTemplateId } from "./load-notice-ids";
import { noticeCss } from "./load-notice-style";

/**
 * The site's own words when a page cannot load (docs/page-loading.md, "When a page cannot load"): a
 * hidden alert region before Gatsby's root, and the offline and load-failed notices as templates the
 * browser copies into it (./load-failures.ts), with their styles. Rendered by the server, so the words
 * and looks are there when the page's own data and code are not, and no browser chunk carries them.
 */
export function PageLoadNotice({ locale, messages }: { locale: string; messages: CompiledMessages }) {
  const intl = createIntl({ locale, defaultLocale: "en-US", messages });
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <>
      {/* The site's own constant rules, not content: hashed into the page's CSP like every style element. */}
      <style dangerouslySetInnerHTML={{ __html: noticeCss }} />
      <div id={NOTICE_REGION_ID} role="alert" hidden />
      <template id={noticeTemplateId("offline")}>
        <p>
          <strong>{text("errors.offline.title")}</strong> {text("errors.offline.text")}
        </p>
      </template>
      <template id={noticeTemplateId("failed")}>
        <p>
          <strong>{text("errors.pageLoad.title")}</strong> {text("errors.pageLoad.text")}
        </p>
        <button type="button">{text("errors.retry")}</button>
      </template>
    </>
  );
}
