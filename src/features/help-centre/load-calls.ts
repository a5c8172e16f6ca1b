/** The help centre's calls (calls.ts): fetched once, at their first use. */
export const loadCalls = () => import(/* webpackChunkName: "help-calls" */ "./calls");

/** Starts fetching the calls ahead of their first use: the visitor has come to a field that needs them. */
export const preloadCalls = (): void => void loadCalls().catch(() => undefined);
