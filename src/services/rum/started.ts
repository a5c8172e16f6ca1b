/**
 * The performance mark field data sets once it measures: it shows in a trace when measuring began (a
 * late start misses early interactions), and the end-to-end tests wait for it.
 */
export const FIELD_DATA_MARK = "field-data-started";
