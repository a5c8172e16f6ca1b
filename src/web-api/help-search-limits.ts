/**
 * The search limits of spec §5, apart from the help centre's schemas: a page checks a query's length
 * as the visitor types without loading the API client and its schemas.
 */
export const SEARCH_MIN = 3;
export const SEARCH_MAX = 100;
