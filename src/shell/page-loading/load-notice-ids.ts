/** What went wrong: the visitor is offline, or the page's data or code failed with the network up. */
export type NoticeKind = "offline" | "failed";

/** The alert region the notices are copied into, hidden while empty. */
export const NOTICE_REGION_ID = "page-load-notice";

/** The template holding one notice's words, in the page's language. */
export const noticeTemplateId = (kind: NoticeKind): string => `${NOTICE_REGION_ID}-${kind}`;
