/** The notice's element id: notice.tsx renders it, hidden, and the notice's script (build/notice-code.ts) shows it. */
export const NOTICE_ID = "unsupported-browser";
